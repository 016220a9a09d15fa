import { useState } from 'react';
import { css } from '#styled-system/css';
import { Alert } from './alert';
import { Button } from './button';
import { currentPosition, GEOLOCATION_FAILED } from './geolocation';

/** Props of {@link MyLocationButton}. */
export type MyLocationButtonProps = {
  /** Told the browser's position, rounded to six decimals. */
  onLocate(latitude: number, longitude: number): void;
  disabled?: boolean;
};

/**
 * 'Usar mi ubicación': fills the coordinates from the browser, or says why it cannot so they are typed by hand.
 * The browser's permission prompt and its answer are the browser's own state, outside any chart.
 */
export function MyLocationButton({ onLocate, disabled }: MyLocationButtonProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const locate = () =>
    currentPosition().then(
      ({ latitude, longitude }) => {
        setProblem(null);
        onLocate(latitude, longitude);
      },
      (error: unknown) => setProblem(error instanceof Error ? error.message : GEOLOCATION_FAILED)
    );
  return (
    <div>
      <Button variant="outline" size="sm" onClick={locate} disabled={disabled}>
        Usar mi ubicación
      </Button>
      {problem && (
        <Alert tone="warning" className={css({ mt: '2' })}>
          {problem}
        </Alert>
      )}
    </div>
  );
}
