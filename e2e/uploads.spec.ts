import { ProjectDetailPage, ProjectFormPage, ProjectsPage } from './models/projects';
import { disguisedScript, loaded, oversized, picture, UploadField } from './models/upload';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';
const shot = (name: string) => `test-results/uploads-${name}.png`;

test.describe('uploads and images', () => {
  test('an owner drags images into a project, sees progress, and finds them in the gallery and the list', async ({
    page,
    signIn,
    shell,
  }) => {
    test.setTimeout(240_000);
    const name = `Mirador de los Andes ${Date.now()}`;
    await signIn(OWNER);
    const list = new ProjectsPage(page);
    await list.goto();
    await list.createButton.click();
    const form = new ProjectFormPage(page);
    await form.fill({
      name,
      location: 'Sabaneta',
      address: 'Calle 75 Sur # 43-20',
      totalUnits: 24,
      priceMin: 310_000_000,
    });

    // Three images dropped at once, each with its own progress entry while the transfers run.
    const field = new UploadField(page, 'Imágenes del proyecto');
    const slow = /\/uploads\/signed/;
    await page.route(slow, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const three = [
      await picture('fachada.jpg', 200),
      await picture('sala.png', 30, 'png'),
      await picture('piscina.webp', 120, 'webp'),
    ];
    await field.drop(three);
    for (const f of three) await expect(field.progress(f.name)).toBeVisible();
    await expect(field.row('fachada.jpg')).toContainText('Subiendo');
    await page.screenshot({ path: shot('1-progress'), fullPage: true });
    await expect(shell.toast('3 imagen(es) subida(s) exitosamente')).toBeVisible({ timeout: 30_000 });
    await field.expectImages(3);
    for (const f of three) await expect(field.row(f.name)).toHaveAttribute('data-status', 'completed');
    await page.unroute(slow);
    // Finished entries leave 3 s after the batch.
    await expect(field.row('fachada.jpg')).toBeHidden({ timeout: 6_000 });
    await page.screenshot({ path: shot('2-uploaded'), fullPage: true });

    await form.submit('Crear Proyecto');
    await expect(shell.toast('Proyecto creado exitosamente')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/projects', { timeout: 10_000 });

    // The list card shows the thumbnail, a small WebP made at upload time.
    const cardImage = list.card(name).getByRole('img', { name });
    await expect(cardImage).toHaveAttribute('src', /\.thumb\.webp$/);
    await expect.poll(() => loaded(cardImage)).toBe(true);
    await page.screenshot({ path: shot('3-list'), fullPage: true });

    await list.menu(name, 'Ver detalles');
    const detail = new ProjectDetailPage(page);
    await detail.expectProject(name);
    const gallery = page.getByRole('group', { name: `Imágenes de ${name}` });
    const main = gallery.getByRole('img', { name: `${name}, imagen 1 de 3` });
    await expect.poll(() => loaded(main)).toBe(true);
    // Images are listed in the order their uploads finished; each one is the original, not its thumbnail.
    const originals: string[] = [];
    for (const i of [1, 2, 3]) {
      if (i > 1) await gallery.getByRole('button', { name: `Ver imagen ${i} de 3` }).click();
      const image = gallery.getByRole('img', { name: `${name}, imagen ${i} de 3` });
      await expect(image).toHaveAttribute(
        'src',
        /\/uploads\/files\/\d+\/projects\/[0-9a-f-]{36}\.(jpg|png|webp)$/
      );
      originals.push((await image.getAttribute('src'))!);
    }
    expect(originals.map((url) => url.split('.').pop()).sort()).toEqual(['jpg', 'png', 'webp']);
    const src = originals.find((url) => url.endsWith('.jpg'))!;

    // Served files are public, typed by their content and cached for good; folders are never listed.
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const folder = src.slice(0, src.lastIndexOf('/'));
    expect((await page.request.get(folder)).status()).toBeGreaterThanOrEqual(400);
    expect(src.startsWith(`${E2E.apiUrl}/uploads/files/`)).toBe(true);

    // 'Agregar Imagen' on the project page uploads and saves straight onto the project.
    await page.getByRole('button', { name: 'Agregar Imagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar imágenes' });
    const extra = new UploadField(page, 'Imágenes nuevas', dialog);
    await extra.choose([await picture('terraza.jpg', 280)]);
    await extra.expectImages(1);
    await dialog.getByRole('button', { name: 'Guardar imágenes' }).click();
    await expect(shell.toast('Proyecto actualizado exitosamente')).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Ver imagen 4 de 4' })).toBeVisible();
    await page.screenshot({ path: shot('4-gallery'), fullPage: true });

    // Refusals, each with the spec's message, and a retry after a lost connection.
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/edit'));
    await field.expectImages(4);

    await field.choose([await oversized('grande.jpg', 6 * 1024 * 1024)]);
    await expect(field.rejections).toContainText('El archivo grande.jpg es demasiado grande. Máximo 5MB.');

    await field.choose([disguisedScript('plano.png')]);
    await expect(field.row('plano.png')).toContainText(
      'Error subiendo plano.png: El archivo plano.png no es una imagen válida.',
      { timeout: 15_000 }
    );
    await expect(field.row('plano.png').getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    await page.screenshot({ path: shot('5-refused'), fullPage: true });
    await field.row('plano.png').getByRole('button', { name: 'Quitar' }).click();
    await expect(field.row('plano.png')).toBeHidden();

    await page.route(slow, (route) => route.abort('connectionfailed'), { times: 1 });
    await field.choose([await picture('balcon.jpg', 330)]);
    const failedRow = field.row('balcon.jpg');
    await expect(failedRow).toContainText(
      'Error subiendo balcon.jpg: No se pudo conectar con el servidor. Verifica tu conexión a internet.',
      { timeout: 15_000 }
    );
    // The refused script's batch showed the same notice moments ago.
    await expect(shell.toast('Error subiendo imágenes').last()).toBeVisible();
    await failedRow.getByRole('button', { name: 'Reintentar' }).click();
    await expect(failedRow).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
    await field.expectImages(5);

    // Six more make eleven: the first five fit, the eleventh is refused.
    const six = await Promise.all(
      Array.from({ length: 6 }, (_, i) => picture(`vista-${i + 6}.jpg`, 20 + i * 40))
    );
    await field.drop(six);
    await expect(field.rejections).toContainText(
      'No puedes subir más de 10 archivos: vista-11.jpg no se agregó.'
    );
    await field.expectImages(10);
    await expect(field.row('vista-11.jpg')).toHaveCount(0);
    await page.screenshot({ path: shot('6-limit'), fullPage: true });

    await form.submit('Actualizar Proyecto');
    await expect(shell.toast('Proyecto actualizado exitosamente')).toBeVisible();
    await detail.expectProject(name);
    await expect(gallery.getByRole('button', { name: 'Ver imagen 10 de 10' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole('button', { name: 'Agregar Imagen' })).toBeDisabled();
  });
});
