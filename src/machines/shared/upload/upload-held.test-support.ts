import { uploadItemMachine } from './upload-item.machine';
import { uploadMachine } from './upload.machine';
import { fakeUploads } from './upload.test-support';

// Apart from fakeUploads: tests that mock ./upload.actors load that file from their mock, and this one imports the
// machines, which import the mocked file.

/** The upload batch a page spawns, its transfers held by the test; `pick` starts one image on its way. */
export function heldUploads() {
  const files = fakeUploads();
  const logic = uploadMachine.provide({
    actors: { uploadItem: uploadItemMachine.provide({ actors: { uploadFile: files.actor } }) },
  });
  const pick = (name = 'plano.jpg') => ({
    type: 'files.pick' as const,
    files: [new File(['x'], name, { type: 'image/jpeg' })],
    existing: 0,
  });
  return { logic, files, pick };
}
