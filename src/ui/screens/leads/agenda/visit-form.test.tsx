import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VisitForm } from './visit-form';

it("sends the visit of the profile's lead once date, time and salesperson are given", async () => {
  const user = userEvent.setup({ delay: null });
  const sent: unknown[] = [];
  render(
    <VisitForm
      leadId={7}
      salespeople={[{ id: 3, name: 'Mateo' }]}
      projects={[]}
      saving={false}
      error={null}
      onSubmit={(v) => sent.push(v)}
      onCancel={() => {}}
    />
  );
  await user.type(screen.getByLabelText(/Fecha/), '2099-01-15');
  await user.selectOptions(screen.getByLabelText('Asesor'), 'Mateo');
  await user.click(screen.getByRole('button', { name: 'Agendar visita' }));
  expect(sent).toEqual([
    { lead_id: 7, date: '2099-01-15', time: '10:00', project_id: null, salesperson_id: 3 },
  ]);
});
