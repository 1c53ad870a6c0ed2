import { OFFICE_NAME_MAX_LENGTH } from '@lamaa/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDraft } from './form/use-draft.js';
import { NamePairFields } from './name-pair-fields.js';

/** A form of two names as the office's forms hold them: one draft, `set` per field. */
function NamesForm(props: { inputName?: string; maxLength?: number; arError?: string }) {
  const { draft, set } = useDraft(() => ({ nameEn: 'Marina', nameAr: '' }));
  return (
    <form>
      <NamePairFields
        labels={{ en: 'Name (English)', ar: 'Name (Arabic)' }}
        {...(props.inputName === undefined ? {} : { inputName: props.inputName })}
        {...(props.maxLength === undefined ? {} : { maxLength: props.maxLength })}
        en={{ value: draft.nameEn, onChange: set('nameEn') }}
        ar={{
          value: draft.nameAr,
          onChange: set('nameAr'),
          ...(props.arError === undefined ? {} : { errorMessage: props.arError }),
        }}
      />
      <output>{`${draft.nameEn}|${draft.nameAr}`}</output>
    </form>
  );
}

describe('NamePairFields', () => {
  it('asks both names, each written to its own field of the draft', async () => {
    const user = userEvent.setup();
    render(<NamesForm inputName="legal_name" maxLength={8} />);
    const en = screen.getByRole('textbox', { name: /Name \(English\)/ });
    const ar = screen.getByRole('textbox', { name: /Name \(Arabic\)/ });
    expect(en.getAttribute('name')).toBe('legal_name_en');
    expect(ar.getAttribute('name')).toBe('legal_name_ar');
    expect([en, ar].map((input) => input.getAttribute('maxlength'))).toEqual(['8', '8']);
    expect([en, ar].map((input) => input.hasAttribute('required'))).toEqual([true, true]);
    await user.type(ar, 'مارينا');
    await user.type(en, ' 2');
    expect(screen.getByRole('status').textContent).toBe('Marina 2|مارينا');
  });

  it('names no input without inputName, takes an office name’s length, and shows a half’s problem', () => {
    render(<NamesForm arError="Required" />);
    const ar = screen.getByRole('textbox', { name: /Name \(Arabic\)/ });
    expect(ar.hasAttribute('name')).toBe(false);
    expect(ar.getAttribute('maxlength')).toBe(String(OFFICE_NAME_MAX_LENGTH));
    expect(ar.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required')).toBeTruthy();
    const en = screen.getByRole('textbox', { name: /Name \(English\)/ });
    expect(en.getAttribute('aria-invalid')).toBeNull();
  });
});
