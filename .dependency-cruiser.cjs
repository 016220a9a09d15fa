/**
 * The architecture's floors as executable rules (see ARCHITECTURE.md):
 * web: ui → machines → api → generated, and all of them → domain; server: routes → services → db, and → domain.
 */
const layer = (name, path, mayNotReach, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path, pathNot: '\\.test\\.tsx?$' },
  to: { path: mayNotReach },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle makes two files one; split what they share into its own file.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-type-circular',
      comment: 'A circle through types still ties two files together.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer('web-never-imports-server', '^src/', '^server/', 'The web app never imports server code.'),
    layer(
      'domain-is-the-floor',
      '^src/domain/',
      '^src/(api|machines|ui)/|^server/|node_modules/(react|react-dom|xstate|@xstate)/',
      'domain/ is pure: no React, no machines, nothing above it.'
    ),
    layer('api-below-machines', '^src/api/', '^src/(machines|ui)/', 'api/ sits below machines and ui.'),
    layer('machines-never-import-views', '^src/machines/', '^src/ui/', 'machines/ never import views.'),
    layer(
      'views-never-call-the-api',
      '^src/ui/',
      '^src/api/(?!api-error|error-messages)',
      'Views render machine state and send events; API calls live in machine actors.'
    ),
    layer(
      'services-and-db-never-import-routes',
      '^server/(services|db)/',
      '^server/routes/',
      'Services and db never import routes.'
    ),
    layer(
      'db-below-services',
      '^server/db/',
      '^server/services/',
      'The database layer knows no business rules.'
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(styled-system|node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
