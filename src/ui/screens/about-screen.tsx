import { css } from '#styled-system/css';
import { ButtonLink } from '#ui/components/button';

const styles = {
  page: css({ minH: '100vh', bg: 'bg.canvas', px: '4', py: '16' }),
  body: css({ maxW: '44rem', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '5' }),
  list: css({
    listStyle: 'disc',
    pl: '6',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    color: 'fg.muted',
  }),
};

/** Spec §1/§2: the mission — clear, fast, accessible property investment with AI recommendations. */
export function AboutScreen() {
  return (
    <div className={styles.page}>
      <article className={styles.body}>
        <h1 className={css({ textStyle: 'heading.page' })}>Acerca de In-Best</h1>
        <p>
          Nuestra misión es hacer que invertir en finca raíz sea claro, rápido y accesible: recomendaciones
          con inteligencia artificial según tu perfil de inversionista, con datos reales de proyectos y
          propiedades.
        </p>
        <ul className={styles.list}>
          <li>Constructoras y promotoras gestionan proyectos, modelos de propiedad, unidades y leads.</li>
          <li>Inversionistas describen lo que buscan y reciben propiedades y análisis financieros.</li>
          <li>Administradores de la plataforma supervisan todas las empresas y sus proyectos.</li>
        </ul>
        <div>
          <ButtonLink href="/" variant="outline">
            Volver al inicio
          </ButtonLink>
        </div>
      </article>
    </div>
  );
}
