import { createActor, fromPromise } from 'xstate';
import type { Access } from '#domain/permissions';
import type { Deleted } from '#domain/project';
import type { Property } from '#domain/property';
import type { CompanyRole } from '#domain/roles';
import type { DeleteTarget } from '#machines/shared/entity-delete/delete-target';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import { apto101, apto102 } from '#machines/portal/project-detail/project-detail.fixtures';
import { PROPERTIES_LOAD_ERROR, propertiesPageMachine } from './properties-page.machine';
import { selectPropertiesPageView } from './properties-page.select';

const flush = () => new Promise((r) => setTimeout(r, 0));
const casa: Property = {
  ...apto101,
  id: 40,
  name: 'Casa Campestre',
  description: 'Con jardín y chimenea',
  address: 'Vereda San Nicolás, La Ceja',
  project_id: null,
  project_name: null,
  property_type: 'house',
};

const roleIn = (role: CompanyRole): Access => ({ roles: { 1: role }, permissions: [] });

function start(results: Array<() => Promise<Property[]>>, access: Access = roleIn('OWNER')) {
  const asked: number[] = [];
  const deleted: DeleteTarget[] = [];
  let call = 0;
  let notices = 0;
  const actor = createActor(
    propertiesPageMachine.provide({
      actors: {
        loadProperties: fromPromise<Property[], { companyId: number }>(({ input }) => {
          asked.push(input.companyId);
          return results[Math.min(call++, results.length - 1)]!();
        }),
        entityDelete: entityDeleteMachine.provide({
          actors: {
            deleteEntity: fromPromise<Deleted, DeleteTarget>(async ({ input }) => {
              deleted.push(input);
              return { message: 'ok' } as Deleted;
            }),
          },
          actions: { notifyDeleted: () => {}, notifyFailed: () => {} },
        }),
      },
      actions: { notifyError: () => void (notices += 1) },
    }),
    { input: { companyId: 1, access } }
  ).start();
  const view = () => selectPropertiesPageView(actor.getSnapshot());
  return { actor, view, asked, deleted, notices: () => notices };
}

describe('properties page machine', () => {
  it('loads the company’s properties and searches them by name, description or address, ignoring case', async () => {
    const { actor, view } = start([async () => [apto101, apto102, casa]]);
    await flush();
    expect(view().properties).toHaveLength(3);
    actor.send({ type: 'search.change', term: 'CHIMENEA' });
    expect(view().properties).toEqual([casa]);
    actor.send({ type: 'search.change', term: 'la ceja' });
    expect(view().properties).toEqual([casa]);
    actor.send({ type: 'search.change', term: 'apto 10' });
    expect(view().properties).toEqual([apto101, apto102]);
    actor.send({ type: 'search.change', term: 'zzz' });
    expect(view()).toMatchObject({ nothingFound: true, empty: false });
  });

  it('says when the company has no properties', async () => {
    const { view } = start([async () => []]);
    await flush();
    expect(view()).toMatchObject({ empty: true, nothingFound: false });
  });

  it('shows the spec error, notifies it, and retries', async () => {
    const { actor, view, notices } = start([
      async () => {
        throw new Error('500');
      },
      async () => [casa],
    ]);
    await flush();
    expect(view().error).toBe(PROPERTIES_LOAD_ERROR);
    expect(notices()).toBe(1);
    actor.send({ type: 'list.reload' });
    await flush();
    expect(view().properties).toEqual([casa]);
  });

  it('reloads for another company and keeps the search', async () => {
    const { actor, view, asked } = start([async () => [casa]]);
    await flush();
    actor.send({ type: 'search.change', term: 'casa' });
    actor.send({ type: 'company.change', companyId: 1 });
    actor.send({ type: 'company.change', companyId: 2 });
    await flush();
    expect(asked).toEqual([1, 2]);
    expect(view().search).toBe('casa');
  });

  it('deletes a property through the delete flow, then reloads the list', async () => {
    const { actor, view, asked, deleted } = start([async () => [apto101, casa], async () => [apto101]]);
    await flush();
    actor.send({ type: 'property.delete', property: casa });
    expect(view().deleteRef.getSnapshot().value).toBe('confirming');
    view().deleteRef.send({ type: 'delete.confirm' });
    await flush();
    expect(deleted).toEqual([{ kind: 'property', id: 40, name: 'Casa Campestre', projectId: null }]);
    expect(asked).toEqual([1, 1]);
    expect(view().properties).toEqual([apto101]);
  });

  it('offers create, edit and delete to managers only, and follows access changes', async () => {
    const { actor, view } = start([async () => [casa]], roleIn('MEMBER'));
    await flush();
    expect(view()).toMatchObject({ canCreate: false, canEdit: false, canDelete: false });
    actor.send({ type: 'property.delete', property: casa });
    expect(view().deleteRef.getSnapshot().value).toBe('idle');
    actor.send({ type: 'access.changed', access: roleIn('ADMIN') });
    expect(view()).toMatchObject({ canCreate: true, canEdit: true, canDelete: true });
    actor.send({ type: 'property.delete', property: casa });
    expect(view().deleteRef.getSnapshot().value).toBe('confirming');
  });
});
