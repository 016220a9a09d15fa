import { formatDate } from '#domain/format';
import type { CompanyDetail } from '#machines/shared/company-detail/company-detail.actors';
import { Badge } from '#ui/components/badge';
import { Card } from '#ui/components/card';
import { DetailList, orDash, pageStyles } from '#ui/components/page-kit';

/** Spec §2: 'Verificada' or 'No verificada'. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? <Badge tone="green">Verificada</Badge> : <Badge tone="gray">No verificada</Badge>;
}

/** The general and registration facts of a company, as /company and /company/{id} show them. */
export function CompanyFacts({ company }: { company: CompanyDetail }) {
  return (
    <div className={pageStyles.columns}>
      <Card title="Información general">
        <DetailList
          items={[
            { label: 'Nombre', value: company.name },
            { label: 'País', value: orDash(company.country_name ?? company.country_code) },
            { label: 'Ciudad', value: orDash(company.city) },
            { label: 'Dirección', value: orDash(company.address, 'No especificada') },
            {
              label: 'Sitio web',
              value: company.website ? (
                <a href={company.website} target="_blank" rel="noreferrer" className={pageStyles.link}>
                  {company.website}
                </a>
              ) : (
                'No especificado'
              ),
            },
            { label: 'Teléfono', value: orDash(company.phone) },
            { label: 'Correo', value: orDash(company.email) },
          ]}
        />
      </Card>
      <Card title="Información de registro">
        <DetailList
          items={[
            { label: 'ID de registro', value: orDash(company.registration_id) },
            { label: 'Verificación', value: <VerifiedBadge verified={company.verified} /> },
            { label: 'Estado', value: <Badge tone="green">Activa</Badge> },
            { label: 'Creada', value: formatDate(company.created_at) },
            { label: 'Actualizada', value: formatDate(company.updated_at) },
          ]}
        />
      </Card>
    </div>
  );
}
