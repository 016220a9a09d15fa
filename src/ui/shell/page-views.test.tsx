import { act, render } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { Router } from 'wouter';
import { usePageViews } from './page-views';

function Probe() {
  usePageViews();
  return null;
}

it('reports a page view with path and query on every route change', async () => {
  const seen: string[] = [];
  window.addEventListener('inbest:pageview', (e) =>
    seen.push((e as CustomEvent<{ path: string }>).detail.path)
  );
  window.history.replaceState(null, '', '/dashboard');
  render(
    <Router>
      <Probe />
    </Router>
  );
  await act(async () => navigate('/admin/projects?company_id=3'));
  expect(seen).toEqual(['/dashboard', '/admin/projects?company_id=3']);
  expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({
    event: 'page_view',
    page_path: '/admin/projects?company_id=3',
  });
});
