import { createAuth0Service } from './auth-service';
import { appConfig } from './config';

// The identity-provider library is 60 kB of the signed-in pages' first download: a test that it is not fetched
// while the session it cached in local storage is still valid.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('@auth0/auth0-spa-js', () => ({
  Auth0Client: class {
    constructor() {
      loaded.count += 1;
    }
    isAuthenticated = async () => false;
    getTokenSilently = async () => 'from-the-library';
  },
}));

const { auth0ClientId: client, auth0Audience: audience } = appConfig;
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const accessToken =
  base64url({ alg: 'RS256' }) + '.' + base64url({ permissions: ['read:all_companies'] }) + '.sig';
const nowSeconds = () => Math.floor(Date.now() / 1000);

function cacheSession(expiresAt: number) {
  localStorage.setItem(
    `@@auth0spajs@@::${client}::@@user@@`,
    JSON.stringify({
      id_token: 'id',
      decodedToken: { user: { sub: 'dev|olga', name: 'Olga Restrepo', email: 'owner@inbest.test' } },
    })
  );
  localStorage.setItem(
    `@@auth0spajs@@::${client}::${audience}::openid profile email offline_access`,
    JSON.stringify({ body: { access_token: accessToken, expires_in: 3600 }, expiresAt })
  );
}

beforeEach(() => {
  localStorage.clear();
  loaded.count = 0;
});

describe('the identity-provider service', () => {
  it('answers a signed-in user and their token from the cached session without fetching the library', async () => {
    cacheSession(nowSeconds() + 3600);
    const service = createAuth0Service('http://localhost:3000');
    await expect(service.init('http://localhost:3000/dashboard')).resolves.toEqual({
      authenticated: true,
      user: { sub: 'dev|olga', name: 'Olga Restrepo', email: 'owner@inbest.test', picture: null },
      permissions: ['read:all_companies'],
      completed: null,
    });
    await expect(service.getToken()).resolves.toBe(accessToken);
    expect(loaded.count).toBe(0);
  });

  it('asks the library once the cached token is about to expire', async () => {
    cacheSession(nowSeconds() + 30);
    const service = createAuth0Service('http://localhost:3000');
    await expect(service.init('http://localhost:3000/dashboard')).resolves.toMatchObject({
      authenticated: false,
    });
    expect(loaded.count).toBe(1);
  });
});
