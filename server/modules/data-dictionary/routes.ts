// The data dictionary (issue 13 §2; spec §7 "Customer-support prefix v1/customer-support": GET
// glossaries, POST search-glossaries, GET tags, POST export-glossaries; beyond the anchors the spec's
// "data dictionary auto suggestions" and "result by id"). Every signed-in user reads it (spec §2: basic
// accounts too); the searches are POSTs that only read, so the spectator may send them. The reader's
// language is the portal's (x-user-locale) when the tenant has it; basic accounts never get a
// charter-only entry (repository.ts, in SQL).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { MIN_GLOSSARY_SEARCH, productTagName } from '../../../tenants/glossary-products.ts';
import { tenantLocale } from '../../../tenants/preferences.ts';
import { legalLanguage } from '../../../tenants/schema.ts';
import { fileAnswer } from '../../http/answers.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { i18nFor } from '../../services/i18n.ts';
import { isBasicCompanyType } from '../../services/legal-documents.ts';
import { sendXlsx, XLSX_TYPE } from '../../services/xlsx.ts';
import {
  EntryParams,
  ExportBody,
  GlossaryEntry,
  GlossaryPage,
  ListQuery,
  SearchBody,
  SearchResponse,
  SuggestionsQuery,
  SuggestionsResponse,
  TAG,
  TagsQuery,
  TagsResponse,
  TopicsQuery,
  TopicsResponse,
} from './schemas.ts';
import { glossaryEntry, type GlossaryReader, listGlossary, productTagsOf, topicsOf } from './repository.ts';
import { glossaryRows, searchGlossary, suggestGlossary } from './search-repository.ts';
import { fold } from './text.ts';

const route = routesTagged(TAG);
const PREFIX = '/core-app-api/v1/customer-support';
/** POSTs that only read (the spec makes the search a POST): the spectator may send them. */
const READING = policies.readOnlyAllowed(policies.signedIn);
/** Spec §5 / §8. */
export const TOO_SHORT = 'Please enter at least 3 characters';

function readerOf(request: FastifyRequest): GlossaryReader {
  const { auth, tenant } = request;
  const locale = tenantLocale(tenant, request.headers['x-user-locale'], auth?.user.language_code);
  return {
    language: legalLanguage(locale),
    // Spec §6: super admins bypass basic restrictions.
    basic: !auth!.role.is_super_admin && isBasicCompanyType(auth!.company?.company_type),
  };
}

/** The export's words (spec §2 table columns). */
const TEXTS = {
  sheet: /*i18n*/ { id: 'glossary.export.sheet', message: 'Data dictionary' },
  name: /*i18n*/ { id: 'glossary.column.name', message: 'Name' },
  technicalName: /*i18n*/ { id: 'glossary.column.technicalName', message: 'Technical Name' },
  dssName: /*i18n*/ { id: 'glossary.column.dssName', message: 'DSS Name' },
  description: /*i18n*/ { id: 'glossary.column.description', message: 'Description' },
  dataType: /*i18n*/ { id: 'glossary.column.dataType', message: 'Data type' },
  fieldType: /*i18n*/ { id: 'glossary.column.fieldType', message: 'Field type' },
  availableTo: /*i18n*/ { id: 'glossary.column.availableTo', message: 'Available to' },
  products: /*i18n*/ { id: 'glossary.column.products', message: 'Products' },
  charter: /*i18n*/ { id: 'glossary.column.charter', message: 'Charter' },
  basic: /*i18n*/ { id: 'glossary.column.basic', message: 'Basic' },
  allUsers: /*i18n*/ { id: 'glossary.availability.ALL', message: 'All users' },
  charterOnly: /*i18n*/ { id: 'glossary.availability.CHARTER', message: 'Charter users only' },
  yes: /*i18n*/ { id: 'glossary.export.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'glossary.export.no', message: 'No' },
};

const tooShort = (term: string) => fold(term).replace(/ /g, '').length < MIN_GLOSSARY_SEARCH;

const dataDictionary: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${PREFIX}/glossaries`,
    route(policies.signedIn, {
      operationId: 'listGlossaries',
      summary: 'The data dictionary’s entries the caller may see, by name, a page at a time, optionally of one product and one topic.',
      querystring: ListQuery,
      response: { 200: GlossaryPage, ...errors(400, 401, 403) },
    }),
    async (request) => {
      const { page_number = 0, page_size = LIST_DEFAULTS.dataDictionary.pageSize, product_tag, topic } = request.query;
      return listGlossary(
        request.tenantDb,
        readerOf(request),
        { page: page_number, pageSize: page_size },
        { productTag: product_tag, topic },
      );
    },
  );

  app.get(
    `${PREFIX}/glossaries/topics`,
    route(policies.signedIn, {
      operationId: 'listGlossaryTopics',
      summary:
        'The topics of the entries the caller may see (optionally of one product), in the dictionary’s language, each with its number of entries: the facets of the browse view.',
      querystring: TopicsQuery,
      response: { 200: TopicsResponse, ...errors(400, 401, 403) },
    }),
    async (request) => ({ topics: await topicsOf(request.tenantDb, readerOf(request), request.query.product_tag) }),
  );

  app.post(
    `${PREFIX}/search-glossaries`,
    route(READING, {
      operationId: 'searchGlossaries',
      summary:
        'Searches business, technical and DSS names and definitions (accents and case ignored; synonyms and acronyms expanded), exact name first, then names starting with the term, then word matches. With fewer than 3 results, match_lists holds "Did you mean" terms that find entries.',
      body: SearchBody,
      response: { 200: SearchResponse, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const { search_field, page_number = 0, page_size = LIST_DEFAULTS.dataDictionary.pageSize, product_tag_value } = request.body;
      if (tooShort(search_field)) return reply.code(400).send(problem(400, TOO_SHORT));
      return searchGlossary(
        request.tenantDb,
        readerOf(request),
        search_field,
        { page: page_number, pageSize: page_size },
        product_tag_value,
      );
    },
  );

  app.get(
    `${PREFIX}/glossaries/suggestions`,
    route(policies.signedIn, {
      operationId: 'suggestGlossaries',
      summary: 'Auto-suggestions while typing: names of entries with a word starting with the term, names starting with it first.',
      querystring: SuggestionsQuery,
      response: { 200: SuggestionsResponse, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const { search_field, limit = 8 } = request.query;
      if (tooShort(search_field)) return reply.code(400).send(problem(400, TOO_SHORT));
      return { suggestions: await suggestGlossary(request.tenantDb, readerOf(request), search_field, limit) };
    },
  );

  app.get(
    `${PREFIX}/glossaries/:id`,
    route(policies.signedIn, {
      operationId: 'getGlossary',
      summary: 'One entry by id (a shared link to it), if the caller may see it.',
      params: EntryParams,
      response: { 200: GlossaryEntry, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const entry = await glossaryEntry(request.tenantDb, readerOf(request), request.params.id);
      return entry ?? reply.code(404).send(problem(404, 'No entry with this id in the data dictionary you can see.'));
    },
  );

  app.get(
    `${PREFIX}/tags`,
    route(policies.signedIn, {
      operationId: 'listGlossaryTags',
      summary: 'The product tags of the entries the caller may see (tag_name=product).',
      querystring: TagsQuery,
      response: { 200: TagsResponse, ...errors(400, 401, 403) },
    }),
    async (request) => ({ tag_values: await productTagsOf(request.tenantDb, readerOf(request)) }),
  );

  app.post(
    `${PREFIX}/export-glossaries`,
    route(READING, {
      operationId: 'exportGlossaries',
      summary:
        'The current search and product filter (or the whole dictionary) as data_element_glossary_<date>.xlsx, streamed, in the order of the pages, with headers in the portal’s language.',
      body: ExportBody,
      response: {
        200: fileAnswer(XLSX_TYPE, 'The .xlsx file (attachment data_element_glossary_<yyyy-mm-dd>.xlsx).'),
        ...errors(400, 401, 403),
      },
    }),
    async (request, reply) => {
      const { search_field, product_tag_value } = request.body;
      const term = search_field?.trim() ? search_field : undefined;
      if (term && tooShort(term)) return reply.code(400).send(problem(400, TOO_SHORT));
      const reader = readerOf(request);
      const i18n = i18nFor(tenantLocale(request.tenant, request.headers['x-user-locale'], request.auth?.user.language_code));
      const yes = i18n._(TEXTS.yes);
      const no = i18n._(TEXTS.no);
      const fileName = `data_element_glossary_${new Date().toISOString().slice(0, 10)}.xlsx`;
      type Entry = Awaited<ReturnType<typeof glossaryEntry>> & object;
      return sendXlsx<Entry>(
        reply,
        fileName,
        i18n._(TEXTS.sheet),
        [
          { header: i18n._(TEXTS.name), width: 36, value: (e) => e.business_name },
          { header: i18n._(TEXTS.technicalName), width: 28, value: (e) => e.technical_name },
          { header: i18n._(TEXTS.dssName), width: 28, value: (e) => e.dss_business_name },
          { header: i18n._(TEXTS.description), width: 60, value: (e) => e.business_definition },
          { header: i18n._(TEXTS.dataType), width: 12, value: (e) => e.type },
          { header: i18n._(TEXTS.fieldType), width: 12, value: (e) => e.field_type },
          {
            header: i18n._(TEXTS.availableTo),
            width: 20,
            value: (e) => i18n._(e.availability === 'CHARTER' ? TEXTS.charterOnly : TEXTS.allUsers),
          },
          { header: i18n._(TEXTS.products), width: 40, value: (e) => e.available_products.map(productTagName).join(' | ') },
          { header: i18n._(TEXTS.charter), width: 10, value: () => yes },
          { header: i18n._(TEXTS.basic), width: 10, value: (e) => (e.availability === 'ALL' ? yes : no) },
        ],
        glossaryRows(request.tenantDb, reader, term, product_tag_value),
      );
    },
  );
};

export default dataDictionary;
