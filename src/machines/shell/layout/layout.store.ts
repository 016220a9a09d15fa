import { createStore } from '@xstate/store';

/** Portal layout preferences shared by the sidebar and the top bar. */
export const layoutStore = createStore({
  context: { collapsed: false, mobileOpen: false },
  on: {
    'sidebar.toggleCollapse': (context) => ({ ...context, collapsed: !context.collapsed }),
    'sidebar.openMobile': (context) => ({ ...context, mobileOpen: true }),
    'sidebar.closeMobile': (context) => ({ ...context, mobileOpen: false }),
  },
});
