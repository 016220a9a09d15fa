import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import {
  PERMISSION_MANAGE_ALL_COMPANIES,
  PERMISSION_READ_ALL_COMPANIES,
  type Access,
} from '#domain/permissions';
import type { CompanyRole } from '#domain/roles';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import { apto101 } from '#machines/portal/project-detail/project-detail.fixtures';
import type { PropertyDetailData } from './property-detail-page.actors';
import { propertyDetailPageMachine } from './property-detail-page.machine';
import { selectPropertyDetailPageView as selectPropertyDetailView } from './property-detail-page.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

const roleIn = (role: CompanyRole): Access => ({ roles: { [apto101.company_id]: role }, permissions: [] });

function start(results: Array<() => Promise<PropertyDetailData>>, access: Access = roleIn('OWNER')) {
  let call = 0;
  let notices = 0;
  const navigate = vi.fn<(params: NavigateParams) => void>();
  const actor = createActor(
    propertyDetailPageMachine.provide({
      actors: {
        loadPropertyDetail: fromPromise<PropertyDetailData, { propertyId: number }>(() =>
          results[Math.min(call++, results.length - 1)]!()
        ),
      },
      actions: { notifyError: () => void (notices += 1), navigate: (_, params) => navigate(params) },
    }),
    { input: { propertyId: apto101.id, access } }
  ).start();
  return { actor, navigate, notices: () => notices };
}

describe('property detail machine', () => {
  it('loads the property', async () => {
    const { actor } = start([async () => ({ property: apto101, amenities: [] })]);
    expect(selectPropertyDetailView(actor.getSnapshot()).loading).toBe(true);
    await flush();
    expect(selectPropertyDetailView(actor.getSnapshot()).property).toEqual(apto101);
  });

  it('tells a missing property apart from a failed load, which may be retried', async () => {
    const missing = start([
      async () => {
        throw new ApiError('Propiedad no encontrada', 'http', 404);
      },
    ]);
    await flush();
    expect(selectPropertyDetailView(missing.actor.getSnapshot()).notFound).toBe(true);
    const failing = start([
      async () => {
        throw new ApiError('Error interno del servidor.', 'http', 500);
      },
      async () => ({ property: apto101, amenities: [] }),
    ]);
    await flush();
    expect(selectPropertyDetailView(failing.actor.getSnapshot())).toMatchObject({
      error: 'Error al cargar la propiedad',
      errorDetail: 'Error interno del servidor.',
    });
    expect(failing.notices()).toBe(1);
    failing.actor.send({ type: 'detail.reload' });
    await flush();
    expect(selectPropertyDetailView(failing.actor.getSnapshot()).property).toEqual(apto101);
  });

  it('offers the edit to those the policy lets update in the property’s company, as access changes', async () => {
    const loaded = async () => ({ property: apto101, amenities: [] });
    const canEdit = async (access: Access) => {
      const { actor } = start([loaded], access);
      await flush();
      return selectPropertyDetailView(actor.getSnapshot()).canEdit;
    };
    expect(await canEdit(roleIn('OWNER'))).toBe(true);
    expect(await canEdit(roleIn('ADMIN'))).toBe(true);
    expect(await canEdit(roleIn('MEMBER'))).toBe(false);
    expect(await canEdit({ roles: { 999: 'OWNER' }, permissions: [] })).toBe(false);
    expect(await canEdit({ roles: {}, permissions: [PERMISSION_MANAGE_ALL_COMPANIES] })).toBe(true);
    expect(await canEdit({ roles: {}, permissions: [PERMISSION_READ_ALL_COMPANIES] })).toBe(false);

    const { actor } = start([loaded], roleIn('OWNER'));
    await flush();
    actor.send({ type: 'access.changed', access: roleIn('VIEWER') });
    expect(selectPropertyDetailView(actor.getSnapshot()).canEdit).toBe(false);
  });

  it('goes back to the properties list', () => {
    const { actor, navigate } = start([async () => ({ property: apto101, amenities: [] })]);
    actor.send({ type: 'detail.back' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/properties' });
  });
});
