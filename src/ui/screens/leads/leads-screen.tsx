import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { leadsPageMachine } from '#machines/leads/leads-page/leads-page.machine';
import { selectLeadsPageView } from '#machines/leads/leads-page/leads-page.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';
import { TextInput } from '#ui/components/form-field';
import { PlusIcon } from '#ui/components/icons';
import { pageStyles } from '#ui/components/page-kit';
import { Pagination } from '#ui/components/pagination';
import { Spinner } from '#ui/components/spinner';
import { WithActiveCompany } from '#ui/shell/with-active-company';
import { WorkspaceFrame } from '#ui/shell/workspace-nav';
import { useAccess, useAccessSync } from '#ui/shell/use-page-bindings';
import { LeadAssignDialog } from './lead-assign-dialog';
import { LeadCard } from './lead-card';
import { LeadFormDialog } from './lead-form-dialog';
import { LeadProfileDialog } from './lead-profile-dialog';
import { LeadAnonymiseDialog, LeadPrivacyActions } from './lead-privacy-actions';

type PageRef = ActorRefFrom<typeof leadsPageMachine>;

const styles = {
  tabs: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  tab: css({
    px: '3',
    py: '1.5',
    borderRadius: 'md',
    fontSize: 'sm',
    bg: 'gray.100',
    color: 'gray.700',
    cursor: 'pointer',
    _hover: { bg: 'gray.200' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.300' },
    _pressed: { bg: 'brand.600', color: 'white', _hover: { bg: 'brand.700' } },
  }),
  toolbar: css({
    display: 'flex',
    gap: '3',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
  }),
  search: css({ flex: '1', minW: '14rem', maxW: '28rem' }),
};

/** 'Gestión de Leads': tabs with counts, search, cards, pagination, the profile and the 'Nuevo Lead' form. */
export function LeadsView({ pageRef, companyName }: { pageRef: PageRef; companyName: string }) {
  const view = useSelector(pageRef, selectLeadsPageView, shallowEqual);
  const send = pageRef.send;
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>Gestión de Leads</h1>
          <p className={pageStyles.subtitle}>{companyName}</p>
        </div>
        <div className={pageStyles.actions}>
          <Button variant="outline" loading={view.exporting} onClick={() => send({ type: 'export.request' })}>
            Exportar
          </Button>
          {view.canCreate && (
            <Button onClick={() => send({ type: 'form.open' })}>
              <PlusIcon /> Nuevo Lead
            </Button>
          )}
        </div>
      </div>
      <div className={styles.toolbar}>
        <div className={styles.tabs} role="group" aria-label="Filtrar por estado">
          {view.tabs.map((tab) => (
            <button
              key={tab.label}
              type="button"
              className={styles.tab}
              aria-pressed={tab.active}
              onClick={() => send({ type: 'filter.select', status: tab.status })}
            >
              {tab.label}
              {tab.count !== null ? ` (${tab.count})` : ''}
            </button>
          ))}
          <button
            type="button"
            className={styles.tab}
            aria-pressed={view.mine}
            onClick={() => send({ type: 'filter.mine', mine: !view.mine })}
          >
            Mis leads
          </button>
        </div>
        <TextInput
          className={styles.search}
          type="search"
          aria-label="Buscar leads"
          placeholder="Buscar por nombre, correo, teléfono o interés"
          value={view.draft}
          onChange={(e) => send({ type: 'search.input', term: e.target.value })}
          onKeyDown={(e) => e.key === 'Enter' && send({ type: 'search.submit' })}
        />
      </div>
      {view.loading && <Spinner text="Cargando leads..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => send({ type: 'list.reload' })}>
              Reintentar
            </Button>
          }
        >
          No se pudieron cargar los leads. Inténtalo de nuevo.
        </Alert>
      )}
      {view.empty && <EmptyState title="No hay leads" />}
      {view.nothingFound && <EmptyState title="No se encontraron leads con los filtros seleccionados" />}
      {view.leads.length > 0 && (
        <div
          className={pageStyles.cards}
          role="list"
          aria-label="Leads"
          aria-busy={view.refreshing || undefined}
        >
          {view.leads.map((lead) => (
            <div
              role="listitem"
              key={lead.id}
              className={css({ display: 'flex', minW: '0', '& > *': { flex: '1' } })}
            >
              <LeadCard
                lead={lead}
                onContact={(channel) => send({ type: 'lead.contact', leadId: lead.id, channel })}
                onOpen={() => send({ type: 'lead.open', leadId: lead.id })}
              />
            </div>
          ))}
        </div>
      )}
      <Pagination
        page={view.page}
        totalPages={view.totalPages}
        onPageChange={(page) => send({ type: 'page.go', page })}
      />
      <LeadProfileDialog
        detail={view.detail}
        workRef={view.workRef}
        canWrite={view.canWrite}
        canAssign={view.canAssign}
        onAssign={() => send({ type: 'lead.assign' })}
        onClose={() => send({ type: 'detail.close' })}
        onRetry={() => send({ type: 'detail.reload' })}
        onReload={() => send({ type: 'form.reload' })}
        onUpdate={(patch) => send({ type: 'lead.update', patch })}
        onContact={(channel) =>
          view.detail.lead && send({ type: 'lead.contact', leadId: view.detail.lead.id, channel })
        }
        privacy={
          view.canManagePrivacy && view.detail.lead ? (
            <LeadPrivacyActions
              privacyRef={view.privacyRef}
              lead={{ id: view.detail.lead.id, contactName: view.detail.lead.contact_name }}
            />
          ) : null
        }
      />
      <LeadAssignDialog assignRef={view.assignRef} />
      <LeadAnonymiseDialog privacyRef={view.privacyRef} />
      {view.form.open && (
        <LeadFormDialog
          form={view.form}
          onSubmit={(values) => send({ type: 'form.submit', values })}
          onCancel={() => send({ type: 'form.cancel' })}
        />
      )}
    </div>
  );
}

function LeadsPage({ companyId, companyName }: { companyId: number; companyName: string }) {
  const access = useAccess();
  const pageRef = useActorRef(leadsPageMachine, { input: { companyId, access } });
  useAccessSync(pageRef, access);
  useEffect(() => pageRef.send({ type: 'company.change', companyId }), [pageRef, companyId]);
  return <LeadsView pageRef={pageRef} companyName={companyName} />;
}

const panel = (): ReactNode => (
  <WithActiveCompany>
    {(company) => <LeadsPage companyId={company.id} companyName={company.name} />}
  </WithActiveCompany>
);

/** `/leads`: the active company's leads panel in the portal. */
export function LeadsScreen() {
  return panel();
}

/** `/constructor/leads`: the same panel under the constructor workspace's tabs. */
export function ConstructorLeadsScreen() {
  return <WorkspaceFrame>{panel()}</WorkspaceFrame>;
}
