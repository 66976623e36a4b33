import { render, screen, within } from '@testing-library/react';

import { HELP_FAQS } from '../data/help-center';
import { CutListHelp } from './cut-list-help';

describe('Cut-list help', () => {
  it('names the columns, units and thickness the reader takes, and links the template', () => {
    render(<CutListHelp />);
    const help = screen.getByRole('region', { name: 'Cut lists (CSV)' });
    expect(help).toHaveTextContent('naming part, material, length, width and quantity');
    expect(help).toHaveTextContent('qty, pcs, count, name, description, L, W, len, thk, T, mat, grain direction');
    expect(help).toHaveTextContent('Length (mm), W [in], L"');
    expect(help).toHaveTextContent('18mm Birch ply, 3/4" MDF');
    expect(help).toHaveTextContent('refused at upload with the line and the reason');
    const link = within(help).getByRole('link', { name: 'Download the cut-list template' });
    expect(link).toHaveAttribute('href', '/templates/cut-list-template.csv');
    expect(link).toHaveAttribute('download', 'cut-list-template.csv');
  });

  it('is what the help centre says about uploading cut lists', () => {
    const files = HELP_FAQS.find((faq) => faq.question === 'Which files can I upload?');
    expect(files?.answer).toContain('CSV cut lists are accepted on every plan');
    expect(files?.answer).toContain('refused at upload with the line and the reason');
    expect(files?.answer).toContain('template to download');
  });
});
