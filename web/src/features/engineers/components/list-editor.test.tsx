import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { ListEditor } from './list-editor';

function Harness({ initial = [] as string[] }) {
  const [values, setValues] = useState(initial);
  return <ListEditor label="Software skills" values={values} onChange={setValues} />;
}

describe('ListEditor', () => {
  it('adds a trimmed entry on Enter and ignores blank input', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Software skills', { selector: 'input' });

    await userEvent.type(input, '   Cabinet Vision  {Enter}');
    await userEvent.type(input, '    {Enter}');

    const list = screen.getByRole('list', { name: 'Software skills' });
    expect(list.querySelectorAll('li')).toHaveLength(1);
    expect(list).toHaveTextContent('Cabinet Vision');
    expect(input).toHaveValue('');
  });

  it('adds with the Add button and removes an entry', async () => {
    render(<Harness initial={['Mozaik']} />);
    await userEvent.type(screen.getByLabelText('Software skills', { selector: 'input' }), 'AutoCAD');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Software skills' }));
    expect(screen.getByRole('list', { name: 'Software skills' })).toHaveTextContent('MozaikAutoCAD');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Mozaik' }));
    expect(screen.getByRole('list', { name: 'Software skills' })).not.toHaveTextContent('Mozaik');
  });

  it('refuses an entry over 80 characters with its error instead of cutting it', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Software skills', { selector: 'input' });
    expect(input).not.toHaveAttribute('maxlength');
    await userEvent.click(input);
    await userEvent.paste('C'.repeat(81));
    expect(screen.getByTestId('character-count')).toHaveTextContent('81 / 80');
    expect(screen.getByText('This is 1 character too long (at most 80).')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Add to Software skills' })).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(screen.queryByRole('list', { name: 'Software skills' })).not.toBeInTheDocument();
    expect(input).toHaveValue('C'.repeat(81));
  });
});
