import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

// The date field shows and takes dd/mm/yyyy and hands the screen the ISO day.

function Harness({ initial = '', min, onChange }: { initial?: string; min?: string; onChange: (iso: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="From"
        value={value}
        min={min}
        onChange={(iso) => {
          setValue(iso);
          onChange(iso);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

const input = () => screen.getByLabelText('From') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('DateField', () => {
  it('shows the ISO day day first, on the number keypad, with its label', () => {
    render(<Harness initial="2026-02-28" onChange={vi.fn()} />);
    expect(input().value).toBe('28/02/2026');
    expect(input().getAttribute('inputmode')).toBe('numeric');
    expect(input().getAttribute('placeholder')).toBe('dd/mm/yyyy');
  });

  it('hands the screen the ISO day of a whole, real date, and "" when cleared', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    type('05/03/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05');
    type('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('names a date that does not exist and does not pass it on', () => {
    const onChange = vi.fn();
    render(<Harness initial="2026-02-01" onChange={onChange} />);
    type('31/02/2026');
    expect(onChange).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a real date as dd/mm/yyyy');
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('waits for the player to finish typing before naming a fault', () => {
    render(<Harness onChange={vi.fn()} />);
    type('05/0');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('names a date before min', () => {
    render(<Harness min="2026-03-10" onChange={vi.fn()} />);
    type('09/03/2026');
    expect(screen.getByRole('alert').textContent).toBe('Choose 10/03/2026 or later');
  });

  it('moves a day with the arrow keys, and follows a value set from outside', () => {
    const onChange = vi.fn();
    render(<Harness initial="2026-02-28" onChange={onChange} />);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-01');
    expect(input().value).toBe('01/03/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input().value).toBe('');
  });
});
