import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  focusFirstInvalid,
  serverFieldErrors,
  validate,
  type FieldErrors,
  type SafeParser,
} from './form-errors';

/** The part of a tRPC mutation a form dialog uses. */
interface SendsInput<T> {
  mutate(input: T, options: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

/** The keys of a form's values that hold text (text boxes, text areas and selects). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a dialog's submit sends: the fields, and how to create or update with them. */
export interface FormDialogSubmit<CreateInput, UpdateInput> {
  fields: object;
  /** The row being edited; absent when adding. */
  editingId?: number;
  create: { schema: SafeParser<CreateInput>; mutation: SendsInput<CreateInput> };
  update: { schema: SafeParser<UpdateInput>; mutation: SendsInput<UpdateInput> };
  onSaved: () => void;
  /** Rewords the form's own errors before they show (the server's are already worded). */
  refine?: (errors: FieldErrors) => FieldErrors;
}

/**
 * The Add/Edit dialogs' form state: values, field errors cleared as the field changes, and a
 * submit that checks with the server's own schema first, then shows the server's field errors
 * beside the fields; either way focus goes to the first field at fault.
 */
export function useFormDialog<V extends object>(initial: () => V) {
  const { t } = useTranslation('staff');
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /**
   * A text box, text area or select bound to one value: `<InputField {...field('title')} />`.
   * A select's options come from the value's own choices, so what it sends is one of them.
   */
  const field = <K extends TextKey<V>>(key: K) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<TextControl>) => set(key, event.target.value as V[K]),
    error: errors[key as string],
  });

  const submit = <CreateInput, UpdateInput>(
    event: FormEvent<HTMLFormElement>,
    request: FormDialogSubmit<CreateInput, UpdateInput>,
  ) => {
    const formElement = event.currentTarget;
    event.preventDefault();
    const showErrors = (found: FieldErrors) => {
      setErrors(found);
      focusFirstInvalid(formElement);
    };
    const refuse = (found: FieldErrors) => showErrors(request.refine?.(found) ?? found);
    const sent = {
      onSuccess: request.onSaved,
      onError: (error: unknown) => showErrors(serverFieldErrors(error, t)),
    };
    if (request.editingId !== undefined) {
      const checked = validate(
        request.update.schema,
        { id: request.editingId, ...request.fields },
        t,
      );
      if (checked.errors) return refuse(checked.errors);
      request.update.mutation.mutate(checked.data, sent);
    } else {
      const checked = validate(request.create.schema, request.fields, t);
      if (checked.errors) return refuse(checked.errors);
      request.create.mutation.mutate(checked.data, sent);
    }
  };

  return { values, setValues, errors, setErrors, set, field, submit };
}
