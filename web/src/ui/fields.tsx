import type { Key } from 'react-aria-components';
import type { ReactNode, Ref } from 'react';
import {
  Button,
  Checkbox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';

import * as styles from './fields.css';

/** The label; a required field's gets the red asterisk (see requiredLabel). */
function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean }) {
  return <Label className={isRequired ? `${styles.label} ${styles.requiredLabel}` : styles.label}>{label}</Label>;
}

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  /** Shown under the field while it is invalid. */
  errorMessage?: string;
  description?: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'password' | 'url' | 'date' | 'tel';
  autoComplete?: string;
  autoFocus?: boolean;
  isDisabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

/** react-aria-components TextField: label, input, description and error tied together. */
export function TextInputField({
  label,
  isRequired,
  isInvalid,
  errorMessage,
  description,
  placeholder,
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <TextField
      {...props}
      isRequired={isRequired}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}

type TextAreaFieldProps = Omit<TextFieldProps, 'type' | 'inputRef' | 'autoComplete'> & {
  rows: number;
  textAreaRef?: Ref<HTMLTextAreaElement>;
  monospace?: boolean;
};

/** react-aria-components TextField with a multi-line TextArea. */
export function TextAreaField({
  label,
  isRequired,
  isInvalid,
  errorMessage,
  description,
  placeholder,
  rows,
  textAreaRef,
  monospace,
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <TextField
      {...props}
      isRequired={isRequired}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <TextArea
        ref={textAreaRef}
        rows={rows}
        placeholder={placeholder}
        className={[styles.textarea, monospace ? styles.monospace : ''].filter(Boolean).join(' ')}
      />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}

export type SelectOption<K extends string> = { id: K; label: string };

type SelectFieldProps<K extends string> = {
  label: string;
  /** Visually hidden label (the row says what it is for). */
  hideLabel?: boolean;
  options: ReadonlyArray<SelectOption<K>>;
  value: K | '';
  onChange: (value: K) => void;
  placeholder?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
  name?: string;
  className?: string;
};

/** react-aria-components Select: a button that opens a list box in a popover. */
export function SelectField<K extends string>({
  label,
  hideLabel,
  options,
  value,
  onChange,
  placeholder = 'Select…',
  isRequired,
  isInvalid,
  errorMessage,
  isDisabled,
  name,
  className,
}: SelectFieldProps<K>) {
  const pick = (key: Key | null) => {
    const chosen = options.find((option) => option.id === key);
    if (chosen) onChange(chosen.id);
  };
  return (
    <Select
      value={value === '' ? null : value}
      onChange={pick}
      placeholder={placeholder}
      isRequired={isRequired}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      name={name}
      validationBehavior="aria"
      className={[styles.field, className].filter(Boolean).join(' ')}
      {...(hideLabel ? { 'aria-label': label } : {})}
    >
      {hideLabel ? null : <FieldLabel label={label} isRequired={isRequired} />}
      <Button className={styles.selectButton}>
        <SelectValue className={styles.selectValue} />
        <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
          <path d="M3 6l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </Button>
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

type CheckboxFieldProps = {
  children: ReactNode;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  name?: string;
};

/** react-aria-components Checkbox with a drawn box. */
export function CheckboxField({ children, isSelected, onChange, name }: CheckboxFieldProps) {
  return (
    <Checkbox isSelected={isSelected} onChange={onChange} name={name} className={styles.checkbox}>
      <span className={styles.checkboxBox} aria-hidden="true">
        {isSelected ? (
          <svg width="14" height="14" viewBox="0 0 16 16" focusable="false">
            <path d="M3 8.5l3.2 3L13 5" stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" />
          </svg>
        ) : null}
      </span>
      {children}
    </Checkbox>
  );
}

interface MediaUrlFieldsProps {
  imageUrl: string;
  videoUrl: string;
  onImageUrlChange: (value: string) => void;
  onVideoUrlChange: (value: string) => void;
  isInvalid: (field: 'imageUrl' | 'videoUrl') => boolean;
  videoDescription?: string;
}

/** The image and video URL pair of the article forms, with their URL messages. */
export function MediaUrlFields({ imageUrl, videoUrl, onImageUrlChange, onVideoUrlChange, isInvalid, videoDescription }: MediaUrlFieldsProps) {
  return (
    <>
      <TextInputField
        label="Image URL"
        name="imageUrl"
        type="url"
        value={imageUrl}
        onChange={onImageUrlChange}
        placeholder="https://"
        isInvalid={isInvalid('imageUrl')}
        errorMessage="Please enter a valid image URL"
      />
      <TextInputField
        label="Video URL"
        name="videoUrl"
        type="url"
        value={videoUrl}
        onChange={onVideoUrlChange}
        placeholder="https://"
        isInvalid={isInvalid('videoUrl')}
        errorMessage="Please enter a valid video URL"
        {...(videoDescription ? { description: videoDescription } : {})}
      />
    </>
  );
}
