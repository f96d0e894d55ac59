// The activity log's catalogue, assembled from every area's (server/modules/<area>/activity.ts):
// each kind of details is declared once and has an event label (its own, or the event it is
// logged as), and the sentences read as they did when one file held them all (issue 11 §4).
import { beforeAll, describe, expect, test } from 'vitest';
import { i18nFor, loadServerCatalogs } from '../../services/i18n.ts';
import { bulkUpdated } from '../bulk-users/activity.ts';
import { accessUpdated } from '../users/activity.ts';
import { ACTIVITY_AREAS, applicationLabel, detailsOf, detailsText, eventLabel } from './catalogue.ts';

beforeAll(loadServerCatalogs);

const kinds = ACTIVITY_AREAS.flatMap((area) => Object.keys(area.details));
const labelled = ACTIVITY_AREAS.flatMap((area) => Object.keys(area.events));
const variants: Record<string, string> = Object.assign({}, ...ACTIVITY_AREAS.map((area) => area.variants));
const repeated = (keys: string[]) => keys.filter((key, i) => keys.indexOf(key) !== i);

describe('the areas’ catalogues', () => {
  test('no kind of details and no event label is declared by two areas', () => {
    expect(kinds.length).toBeGreaterThan(70);
    expect(repeated(kinds)).toEqual([]);
    expect(repeated(labelled)).toEqual([]);
  });

  test('every kind of details is an event with a label, or a variant logged as one', () => {
    const unlabelled = kinds.filter((kind) => !labelled.includes(kind) && !labelled.includes(variants[kind]!));
    expect(unlabelled).toEqual([]);
    // A variant is not itself an event, and names the event it is logged as.
    expect(Object.keys(variants).filter((kind) => labelled.includes(kind))).toEqual([]);
    expect(variants).toMatchObject({
      PRODUCT_AVAILABLE_SET: 'PRODUCT_AVAILABILITY_CHANGED',
      PRODUCT_REDIRECT_URL_CLEARED: 'PRODUCT_AVAILABILITY_CHANGED',
      FEATURE_FLAG_RESET: 'FEATURE_FLAG_CHANGED',
      USER_UPDATED_IN_BULK: 'USER_UPDATED',
      USER_CREATED_IN_BULK: 'USER_CREATED',
      VIEWING_STARTED: 'ACTING_ON_BEHALF_STARTED',
      SITE_BANNER_REMOVED: 'SITE_BANNER_DELETED',
      INCIDENT_UNASSIGNED: 'INCIDENT_ASSIGNED',
    });
  });
});

describe('the sentences read as before the split', () => {
  const text = (locale: 'en-US' | 'fr-CA', details: ReturnType<typeof detailsOf>) => detailsText(i18nFor(locale), details, 'stored');
  const changed = accessUpdated('Ann Lee (ann@example.com)', {
    role: { formerRole: 'User', role: 'Admin' },
    added: 'App A',
    removed: 'App B',
  });

  test('a list of changes, with its codes as labels', () => {
    expect(text('en-US', changed)).toBe('Access of Ann Lee (ann@example.com): role User → Admin; added App A; removed App B');
    expect(text('fr-CA', changed)).toBe(
      'Accès modifié pour Ann Lee (ann@example.com) — rôle : Utilisateur → Administrateur; ajout : App A; retrait : App B',
    );
    const bulk = bulkUpdated('BULK_EDIT', 'Ann Lee', { formerName: 'Ann Li', added: 'App C' });
    expect(text('en-US', bulk)).toBe('User Ann Lee updated by bulk edit: name Ann Li → Ann Lee; access requested to App C');
    expect(text('fr-CA', bulk)).toBe(
      'Utilisateur Ann Lee mis à jour par modification en lot : nom : Ann Li → Ann Lee; accès demandé : App C',
    );
    expect(accessUpdated('Ann Lee (ann@example.com)', {})).toEqual({ kind: 'USER_ACCESS_UNCHANGED', user: 'Ann Lee (ann@example.com)' });
  });

  test('codes of several areas, plurals and an incident status', () => {
    const domain = detailsOf('EMAIL_DOMAIN_ADDED', { domain: 'acme.com', domainType: 'COMPANY', subdomains: 'NOT_ALLOWED' });
    expect(text('en-US', domain)).toBe('Authorised domain acme.com added (company domain, subdomains not allowed)');
    expect(text('fr-CA', domain)).toBe('Domaine autorisé acme.com ajouté (domaine de l’entreprise, sous-domaines non autorisés)');
    const setting = detailsOf('PRODUCT_AVAILABLE_SET', { product: 'Market Pulse', setting: 'NO' });
    expect(text('en-US', setting)).toBe('Market Pulse: available → no');
    expect(text('fr-CA', setting)).toBe('Market Pulse : disponible → non');
    const edited = detailsOf('BULK_USERS_EDITED_FROM_FILE', { file: 'users.xlsx', updated: 3, unchanged: 1 });
    expect(text('en-US', edited)).toBe('Bulk edit of users.xlsx: 3 users updated, 1 row unchanged');
    expect(text('fr-CA', edited)).toBe('Modification en lot de users.xlsx : 3 utilisateurs mis à jour, 1 ligne inchangée');
    const status = detailsOf('INCIDENT_STATUS_CHANGED', { reference: 'INC-7', formerStatus: 'waiting_on_customer', status: 'resolved' });
    expect(text('en-US', status)).toBe('Incident INC-7: status Waiting on customer → Resolved');
    expect(text('fr-CA', status)).toBe('Incident INC-7 : statut En attente du client → Résolu');
    const persona = detailsOf('PERSONA_SWITCHED_FROM', { persona: 'MERCHANT', formerPersona: 'SUPPLIER' });
    expect(text('fr-CA', persona)).toBe('Profil changé pour Marchand (auparavant : Fournisseur)');
  });

  test('labels, and what has none', () => {
    expect(eventLabel(i18nFor('en-US'), 'PRODUCT_AVAILABILITY_CHANGED')).toBe('App availability changed');
    expect(eventLabel(i18nFor('fr-CA'), 'PRODUCT_AVAILABILITY_CHANGED')).toBe('Disponibilité de l’application modifiée');
    expect(eventLabel(i18nFor('fr-CA'), 'USER_UPDATED')).toBe('Utilisateur mis à jour');
    expect(eventLabel(i18nFor('fr-CA'), 'NO_SUCH_EVENT')).toBe('NO_SUCH_EVENT');
    expect(applicationLabel(i18nFor('fr-CA'), 'PORTAL')).toBe('Portail des fournisseurs');
    expect(detailsText(i18nFor('fr-CA'), { kind: 'NO_SUCH_KIND', user: 'x' }, 'as stored')).toBe('as stored');
    expect(detailsText(i18nFor('fr-CA'), null, 'as stored')).toBe('as stored');
  });
});
