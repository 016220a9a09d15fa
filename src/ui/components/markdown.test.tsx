import { render, screen } from '@testing-library/react';
import { Markdown, parseBlocks } from './markdown';

describe('restricted markdown', () => {
  it('renders headings and bold, one block per line', () => {
    render(<Markdown text={'# Título\n## Sección\n### Detalle\nTexto con **negrita** al medio.'} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Título' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Sección' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Detalle' })).toBeInTheDocument();
    expect(screen.getByText('negrita').tagName).toBe('STRONG');
  });

  it('never turns message text into HTML', () => {
    const { container } = render(
      <Markdown text={'<img src=x onerror="alert(1)"> **<script>alert(2)</script>**\n<b>no</b>'} />
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(container).toHaveTextContent('<script>alert(2)</script>');
  });

  it('shows the entity references the server writes as the characters they stand for, never as markup', () => {
    const { container } = render(
      <Markdown text={'## Torre &lt;img src=x onerror=alert(1)&gt;\nDe **Casa &amp; Co &quot;Uno&quot;**'} />
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Torre <img src=x onerror=alert(1)>');
    expect(screen.getByText('Casa & Co "Uno"').tagName).toBe('STRONG');
  });

  it('ignores blank lines and keeps a lone # as text', () => {
    expect(parseBlocks('\n\n#sin espacio\n')).toEqual([{ kind: 'paragraph', text: '#sin espacio' }]);
  });
});
