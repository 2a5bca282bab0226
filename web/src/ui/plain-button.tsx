import type { ButtonHTMLAttributes, Ref } from 'react';

import { button, type ButtonVariants } from './button.css';

export type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'onClick' | 'disabled' | 'type'> & {
  /** The house styles (ui/button.css); `false` for a button styled entirely by its className. */
  styled?: boolean;
  className?: string;
  type?: 'button' | 'submit' | 'reset';
  /** As react-aria's onPress: a click, Enter or Space. */
  onPress?: () => void;
  isDisabled?: boolean;
  /** As react-aria's isPending: the button stays focusable but does nothing, and says it is busy. */
  isPending?: boolean;
  ref?: Ref<HTMLButtonElement>;
} & ButtonVariants;

/**
 * A native <button> with ui/Button's props (onPress, isDisabled, isPending,
 * variant, size), for the controls of a reader page's first screen (home,
 * article, search, a legislator's profile). react-aria-components' Button
 * costs about 13 kB gzip of every such page's first load (issue 13: ≤ 120 kB),
 * and for a plain push button the native element already gives the role, the
 * name, Enter/Space and focus. Buttons inside react-aria widgets (dialogs,
 * menus, forms with slots) keep ui/Button.
 */
export function PlainButton({ styled = true, variant, size, className, type = 'button', onPress, isDisabled, isPending, ...props }: PlainButtonProps) {
  const classes = [styled ? button({ variant, size }) : null, className].filter(Boolean).join(' ') || undefined;
  return (
    <button
      {...props}
      type={type}
      className={classes}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : onPress}
    />
  );
}
