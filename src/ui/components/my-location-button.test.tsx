import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GEOLOCATION_FAILED, GEOLOCATION_UNSUPPORTED } from './geolocation';
import { MyLocationButton } from './my-location-button';

// The browser's geolocation is stubbed at the edge: the navigator object the helper reads.
function stubGeolocation(answer: 'grant' | 'deny' | 'absent') {
  const geolocation =
    answer === 'absent'
      ? undefined
      : {
          getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
            answer === 'grant'
              ? ok({ coords: { latitude: 6.2087123456, longitude: -75.5671987654 } } as GeolocationPosition)
              : fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
        };
  vi.stubGlobal('navigator', { ...navigator, geolocation });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Usar mi ubicación', () => {
  it('fills the coordinates from the browser, to six decimals', async () => {
    stubGeolocation('grant');
    const onLocate = vi.fn();
    render(<MyLocationButton onLocate={onLocate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
    expect(onLocate).toHaveBeenCalledWith(6.208712, -75.567199);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['deny', GEOLOCATION_FAILED],
    ['absent', GEOLOCATION_UNSUPPORTED],
  ] as const)(
    'when the browser answers %s, says so and asks for the coordinates by hand',
    async (answer, text) => {
      stubGeolocation(answer);
      const onLocate = vi.fn();
      render(<MyLocationButton onLocate={onLocate} />);
      await userEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(onLocate).not.toHaveBeenCalled();
    }
  );
});
