// @ts-check
// `scope/no-raw-db` (issue 29 §3): the unscoped database is not reached through a scoped handle.
// TenantDb and CompanyDb (server/db/scope.ts) keep it in a private field, so `scoped.db` no longer
// type-checks; this rule says so at lint time too, and keeps the old spelling from coming back
// through a cast or `any`. It refuses `.db` (and `['db']`, and `{ db }` taken apart) on:
//   - a name the codebase gives its scoped handles: scoped, trx, tdb, tenantDb, companyDb, and
//     any name ending in `Db` or `Scoped` (`this.tdb.db`, `request.companyDb.db`, `repoDb.db`);
//   - a variable or parameter declared as a TenantDb or CompanyDb, or made with `new TenantDb(…)`.
// ESLint here is not type-aware (eslint.config.js), so the rule reads names and declarations; `tsc`
// refuses the rest. server/db/scope.ts, which defines the builders, is not linted by it.

const SCOPED_NAME = /^(scoped|trx|tdb|tenantDb|companyDb)$|Db$|Scoped$/;
const SCOPED_TYPE = /^(TenantDb|CompanyDb)$/;

const message =
  "A scoped handle's unscoped database is private: use its named builders (server/db/scope.ts: transaction, shared(), childRows(), selectFromScoped, sampleOfTenantAs, executeTenantSql, catalog(), companyScope).";

/** The expression under casts (`(h as any)`, `h!`, `h satisfies T`). @param {any} node */
const uncast = (node) =>
  ['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'TSTypeAssertion'].includes(node?.type)
    ? uncast(node.expression)
    : node;

/** @param {any} node the object of a member access, uncast */
const nameOf = (node) => {
  if (node?.type === 'Identifier') return node.name;
  if (node?.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  return undefined;
};

/** Whether a declaration (parameter or variable) says the name holds a scoped handle. */
const declaredScoped = (/** @type {any} */ def) => {
  const id = def?.name;
  const annotation = id?.typeAnnotation?.typeAnnotation;
  if (annotation?.type === 'TSTypeReference' && SCOPED_TYPE.test(annotation.typeName?.name ?? '')) return true;
  const init = def?.node?.type === 'VariableDeclarator' ? def.node.init : undefined;
  return init?.type === 'NewExpression' && SCOPED_TYPE.test(init.callee?.name ?? '');
};

/** @type {import('eslint').Rule.RuleModule} */
export const noRawDb = {
  meta: {
    type: 'problem',
    docs: { description: 'No `.db` on a scoped database handle (TenantDb / CompanyDb) outside server/db/scope.ts' },
    schema: [],
  },
  create(context) {
    /** @param {any} object @param {any} at */
    const isScoped = (expression, at) => {
      const object = uncast(expression);
      const name = nameOf(object);
      if (name && SCOPED_NAME.test(name)) return true;
      if (object?.type !== 'Identifier') return false;
      for (let scope = context.sourceCode.getScope(at); scope; scope = scope.upper) {
        const variable = scope.set.get(object.name);
        if (variable) return variable.defs.some(declaredScoped);
      }
      return false;
    };
    /** @param {any} key */
    const isDb = (key, computed = false) =>
      computed ? key?.type === 'Literal' && key.value === 'db' : key?.type === 'Identifier' && key.name === 'db';
    return {
      MemberExpression(node) {
        if (isDb(node.property, node.computed) && isScoped(node.object, node)) context.report({ node, message });
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'ObjectPattern' || !node.init || !isScoped(node.init, node)) return;
        for (const property of node.id.properties) {
          if (property.type === 'Property' && isDb(property.key, property.computed)) context.report({ node: property, message });
        }
      },
    };
  },
};

export const scope = { rules: { 'no-raw-db': noRawDb } };
