import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { ImageUploadField } from '#ui/components/file-upload';
import { uploadMachine } from './upload.machine';
import { imageFile, storedFile, testTarget } from './upload.fixtures';
import type { fakeUploads } from './upload.test-support';

// The page's batch (started here as a page machine would); its transfers go to a stand-in the test settles.
const uploads = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeUploads> | null }));
vi.mock('./upload.actors', async () => {
  const support = await import('./upload.test-support');
  uploads.current = support.fakeUploads();
  return { uploadFile: uploads.current.actor };
});

const stored = (name: string) => ({ ...storedFile(name), url: `/uploads/files/7/projects/${name}` });

/** A form's image list, as react-hook-form's controller would hold it, and the page's upload batch. */
function Form({ changes }: { changes: string[][] }) {
  const [urls, setUrls] = useState<string[]>(['/uploads/files/7/projects/old.jpg']);
  const uploadRef = useActorRef(uploadMachine, { input: { target: testTarget } });
  return (
    <ImageUploadField
      value={urls}
      onChange={(next) => {
        changes.push(next);
        setUrls(next);
      }}
      uploadRef={uploadRef}
    />
  );
}

it('adds every arrived file to the form’s list exactly once, however they arrive', async () => {
  const user = userEvent.setup();
  const changes: string[][] = [];
  render(<Form changes={changes} />);
  await user.upload(screen.getByLabelText('Archivos de Imágenes'), [
    imageFile('a.jpg'),
    imageFile('b.jpg'),
    imageFile('c.jpg'),
  ]);
  await act(async () => uploads.current!.resolve('a.jpg', stored('a.jpg')));
  // Two files finishing in the same tick are taken together.
  await act(async () => {
    uploads.current!.resolve('b.jpg', stored('b.jpg'));
    uploads.current!.resolve('c.jpg', stored('c.jpg'));
  });
  expect(changes).toEqual([
    ['/uploads/files/7/projects/old.jpg', '/uploads/files/7/projects/a.jpg'],
    [
      '/uploads/files/7/projects/old.jpg',
      '/uploads/files/7/projects/a.jpg',
      '/uploads/files/7/projects/b.jpg',
      '/uploads/files/7/projects/c.jpg',
    ],
  ]);
  expect(screen.getAllByRole('button', { name: /Quitar imagen/ })).toHaveLength(4);
});
