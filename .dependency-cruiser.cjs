/**
 * The architecture's floors as executable rules (see ARCHITECTURE.md):
 * web: ui → machines → api → generated, and all of them → domain; server: routes → auth/policy → services → lib/db,
 * and → domain.
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
    {
      name: 'screen-folders-stand-alone',
      comment:
        'A screen folder never imports another screen folder: what two features share lives in ui/components/.',
      severity: 'error',
      from: { path: '^src/ui/screens/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/ui/screens/', pathNot: '^src/ui/screens/$1/' },
    },
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
    {
      name: 'machine-areas-stay-apart',
      comment:
        'A machine area (grouped like ui/screens) uses only itself, shared/ and shell/; a flow two areas need moves to shared/.',
      severity: 'error',
      from: {
        path: '^src/machines/(admin|chat|company|constructor|leads|portal)/',
        pathNot: '\\.(test|fixtures)\\.tsx?$|\\.test-support\\.ts$',
      },
      to: { path: '^src/machines/', pathNot: ['^src/machines/$1/', '^src/machines/(shared|shell)/'] },
    },
    {
      name: 'shared-machines-below-areas',
      comment: 'shared/ and shell/ flows serve every area and know none of them.',
      severity: 'error',
      from: {
        path: '^src/machines/(shared|shell)/',
        pathNot: '\\.(test|fixtures)\\.tsx?$|\\.test-support\\.ts$',
      },
      to: { path: '^src/machines/(admin|chat|company|constructor|leads|portal)/' },
    },
    layer(
      'policy-and-auth-above-services',
      '^server/(services|db|lib|storage|mail)/',
      '^server/(auth|policy|routes)/',
      'Services, storage, db and lib sit below the route policy and token checks; the caller type lives in lib/.'
    ),
    layer(
      'mail-below-services',
      '^server/mail/',
      '^server/(services|routes)/',
      'Mail (templates, the outbox, delivery) is what services call to send; it knows no business rule.'
    ),
    layer(
      'lib-below-services',
      '^server/lib/',
      '^server/services/',
      'lib/ is the floor every server folder may use.'
    ),
    layer(
      'product-never-imports-backup',
      '^server/(routes|services|db|lib|policy|auth|assistant|storage|demo)/',
      '^server/backup/',
      'Backups and restores are operator tools (npm run backup / restore), never reached from a request.'
    ),
    layer(
      'product-never-imports-demo',
      '^server/(routes|services|db|lib|policy|assistant|storage)/',
      '^server/demo/',
      'Demo data is loaded by the process entry and the development tools, never by the product code paths.'
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
