import type { SessionView } from '#machines/shell/session/session.select';
import { SelectField } from '#ui/components/select';
import { css } from '#styled-system/css';

type Props = {
  view: Pick<SessionView, 'loading' | 'switching' | 'companies' | 'activeCompany'>;
  onSwitch(companyId: number): void;
};

/** The three texts of spec §2: none selected, no companies, loading; 'Actualizando...' while switching. */
const placeholderOf = (view: Props['view']) => {
  if (view.loading) return 'Cargando empresas...';
  if (view.companies.length === 0) return 'No tienes empresas';
  return 'Sin empresa seleccionada';
};

/** Top-bar selector 'Empresa:'; disabled while loading, without companies, and for 3 s after a switch. */
export function CompanySelector({ view, onSwitch }: Props) {
  return (
    <SelectField
      className={css({ minW: '14rem', maxW: '20rem' })}
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
