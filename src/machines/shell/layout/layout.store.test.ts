import { layoutStore } from './layout.store';

describe('layout store', () => {
  it('collapses and expands the sidebar and opens/closes the mobile overlay', () => {
    layoutStore.send({ type: 'sidebar.toggleCollapse' });
    expect(layoutStore.getSnapshot().context.collapsed).toBe(true);
    layoutStore.send({ type: 'sidebar.toggleCollapse' });
    expect(layoutStore.getSnapshot().context.collapsed).toBe(false);
    layoutStore.send({ type: 'sidebar.openMobile' });
    expect(layoutStore.getSnapshot().context.mobileOpen).toBe(true);
    layoutStore.send({ type: 'sidebar.closeMobile' });
    expect(layoutStore.getSnapshot().context.mobileOpen).toBe(false);
  });
});
