import { sortArrivedFiles } from './project-documents';

describe('files arriving in the constructor form', () => {
  it('joins images to the images and documents to the documents, under the name they were sent with', () => {
    const arrived = [
      { url: '/uploads/files/1/projects/a.jpg', filename: 'fachada.jpg', content_type: 'image/jpeg' },
      {
        url: '/uploads/files/1/projects/b.pdf',
        filename: 'Plano general.pdf',
        content_type: 'application/pdf',
      },
      { url: '/uploads/files/1/projects/c.gif', filename: 'obra.gif', content_type: 'image/gif' },
      {
        url: '/uploads/files/1/projects/d.xlsx',
        filename: 'Presupuesto.xlsx',
        content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ];
    expect(sortArrivedFiles(arrived)).toEqual({
      images: ['/uploads/files/1/projects/a.jpg', '/uploads/files/1/projects/c.gif'],
      documents: [
        { url: '/uploads/files/1/projects/b.pdf', name: 'Plano general.pdf', kind: 'pdf' },
        { url: '/uploads/files/1/projects/d.xlsx', name: 'Presupuesto.xlsx', kind: 'xlsx' },
      ],
    });
    expect(sortArrivedFiles([])).toEqual({ images: [], documents: [] });
  });
});
