import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, InputField, SelectField, TextAreaField } from './form-field';

describe('form fields', () => {
  it('label their control and tie the hint and the error to it', () => {
    render(<InputField label="Title" hint="As printed" error="Please fill in this field." />);
    const input = screen.getByLabelText('Title');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Please fill in this field.', 'As printed']);
  });

  it('are not marked invalid without an error', () => {
    render(<InputField label="Author" />);
    const input = screen.getByLabelText('Author');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('work for selects, text areas and checkboxes', () => {
    render(
      <>
        <SelectField label="Genre" defaultValue="poetry">
          <option value="poetry">Poetry</option>
        </SelectField>
        <TextAreaField label="Description" />
        <CheckboxField label="Featured" defaultChecked />
      </>,
    );
    expect((screen.getByLabelText('Genre') as HTMLSelectElement).value).toBe('poetry');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText('Featured') as HTMLInputElement).checked).toBe(true);
  });
});
