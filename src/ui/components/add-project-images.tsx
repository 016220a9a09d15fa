import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Project } from '#domain/project';
import { UPLOAD_POLICIES } from '#domain/upload';
import type { projectImagesMachine } from '#machines/shared/upload/project-images.machine';
import { selectProjectImagesView } from '#machines/shared/upload/project-images.select';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { ImageUploadField } from './file-upload';
import { PlusIcon } from './icons';

type ImagesRef = ActorRefFrom<typeof projectImagesMachine>;

/** Props of {@link AddProjectImages}: the dialog actor the project page invoked, and the project it adds to. */
export type AddProjectImagesProps = { imagesRef: ImagesRef; project: Project };

/**
 * 'Agregar Imagen' on a project's page: the button and its upload dialog, reading only the dialog machine's
 * projection. The page machine hears when the images are saved.
 */
export function AddProjectImages({ imagesRef, project }: AddProjectImagesProps) {
  const view = useSelector(imagesRef, selectProjectImagesView, shallowEqual);
  const send = imagesRef.send;
  const full = project.image_urls.length >= UPLOAD_POLICIES.images.maxFiles;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={full}
        onClick={() => send({ type: 'images.open', companyId: project.company_id })}
      >
        <PlusIcon /> Agregar Imagen
      </Button>
      <Dialog
        open={view.open}
        onOpenChange={(open) => {
          if (!open && !view.saving) send({ type: 'images.close' });
        }}
        title="Agregar imágenes"
        description={`Las imágenes se agregan a ${project.name} al guardar.`}
        footer={
          <>
            <Button variant="outline" disabled={view.saving} onClick={() => send({ type: 'images.close' })}>
              Cancelar
            </Button>
            <Button
              loading={view.saving}
              disabled={!view.canSave}
              onClick={() => send({ type: 'images.save' })}
            >
              {view.saving ? 'Guardando...' : 'Guardar imágenes'}
            </Button>
          </>
        }
      >
        {view.error && <Alert tone="error">{view.error}</Alert>}
        <ImageUploadField
          label="Imágenes nuevas"
          value={view.urls}
          onChange={(urls) => send({ type: 'images.change', urls })}
          uploadRef={view.uploadRef}
          reserved={project.image_urls.length}
          disabled={view.saving}
        />
      </Dialog>
    </>
  );
}
