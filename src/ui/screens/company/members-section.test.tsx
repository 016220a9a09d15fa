import { membersPage } from '#machines/shared/company-detail/company.fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import '#ui/components/jsdom-shims';
import { assignableRoles } from '#domain/permissions';
import { mateoMember, olgaOwner } from '#machines/shared/company-detail/company.fixtures';
import type { MembersAndInvitations } from '#machines/company/members/members.actors';
import { membersMachine } from '#machines/company/members/members.machine';
import { MembersSection } from './members-section';

afterEach(cleanup);

// Olga owns the company, Mateo is a MEMBER; the person looking is an ADMIN of it.
function renderForAdmin() {
  const actor = createActor(
    membersMachine.provide({
      actors: {
        loadMembers: fromPromise(async (): Promise<MembersAndInvitations> =>
          membersPage([olgaOwner, mateoMember], [])
        ),
      },
      actions: { notify: () => {} },
    }),
    { input: { companyId: 1 } }
  ).start();
  render(
    <MembersSection
      membersRef={actor}
      assignableRoles={assignableRoles({ role: 'ADMIN', permissions: [] })}
    />
  );
}

describe('members table for an ADMIN', () => {
  it('leaves an owner’s row read-only: no role change, no removal', async () => {
    renderForAdmin();
    const ownerRole = await screen.findByRole('combobox', { name: `Rol de ${olgaOwner.email}` });
    expect(ownerRole).toBeDisabled();
    expect(screen.getByRole('button', { name: `Quitar a ${olgaOwner.email}` })).toBeDisabled();
  });

  it('offers every role but Propietario for a member it may manage', async () => {
    renderForAdmin();
    const memberRole = await screen.findByRole('combobox', { name: `Rol de ${mateoMember.email}` });
    expect(memberRole).toBeEnabled();
    const offered = within(memberRole)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual(['Administrador', 'Miembro', 'Observador']);
    expect(screen.getByRole('button', { name: `Quitar a ${mateoMember.email}` })).toBeEnabled();
  });

  it('does not offer Propietario when inviting', async () => {
    const user = userEvent.setup();
    renderForAdmin();
    await screen.findByRole('combobox', { name: `Rol de ${mateoMember.email}` });
    const form = screen.getByRole('form', { name: 'Invitar miembro' });
    await user.click(within(form).getByRole('combobox', { name: 'Rol' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Observador');
    expect(options).not.toContain('Propietario');
  });
});
