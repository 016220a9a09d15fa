import { css } from '#styled-system/css';

const banner = css({
  px: '4',
  py: '2',
  bg: 'accent.muted',
  color: 'accent.fg',
  fontSize: 'sm',
  fontWeight: 'medium',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

/** Spec §2: shown for 3 s after a company switch (the session machine's `switching` state). */
export function CompanySwitchBanner({ companyName }: { companyName: string }) {
  return (
    <div role="status" className={banner}>
      Actualizando datos para: {companyName}
    </div>
  );
}
