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

// Shared parts that still live in a screen folder and are imported from another one. Moving each to components/ (or
// a shared feature folder) removes its line here; the list only shrinks.
const SHARED_PARTS_IN_SCREEN_FOLDERS = [
  // leads → constructor: the workspace's company gate and its tabs.
  '^src/ui/screens/constructor/with-active-company\\.tsx$',
  '^src/ui/screens/constructor/workspace-nav\\.tsx$',
  // admin → company: the company detail and its delete dialog (constructor/companies uses the dialog too).
  '^src/ui/screens/company/company-detail-screen\\.tsx$',
  '^src/ui/screens/company/delete-company-dialog\\.tsx$',
  // constructor → projects: the project card.
  '^src/ui/screens/projects/project-card\\.tsx$',
  // constructor → chat: the assistant's markdown.
  '^src/ui/screens/chat/markdown\\.tsx$',
  // admin → projects: the admin area shows the project detail and edit screens under its own paths.
  '^src/ui/screens/projects/project-routes\\.tsx$',
];

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
      to: { path: '^src/ui/screens/', pathNot: ['^src/ui/screens/$1/', ...SHARED_PARTS_IN_SCREEN_FOLDERS] },
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
