import type { SessionView } from '#machines/shell/session/session.select';
import { SelectField } from '#ui/components/select';
import { COMPANY_SELECTOR_CLASS, placeholderOf } from './company-selector-text';

type Props = {
  view: Pick<SessionView, 'loading' | 'switching' | 'companies' | 'activeCompany'>;
  onSwitch(companyId: number): void;
};

/** Top-bar selector 'Empresa:'; disabled while loading, without companies, and for 3 s after a switch. */
export function CompanySelector({ view, onSwitch }: Props) {
  return (
    <SelectField
      className={COMPANY_SELECTOR_CLASS}
      label="Empresa:"
      items={view.companies.map((c) => ({ value: String(c.id), label: c.name }))}
      value={view.activeCompany ? String(view.activeCompany.id) : null}
      placeholder={placeholderOf(view)}
      valueText={view.switching ? 'Actualizando...' : view.loading ? 'Cargando empresas...' : undefined}
      disabled={view.switching || view.loading || view.companies.length === 0}
      onValueChange={(value) => {
        if (value !== null) onSwitch(Number(value));
      }}
    />
  );
}
