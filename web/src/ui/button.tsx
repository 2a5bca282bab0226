import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

import { button, type ButtonVariants } from './button.css';

export type ButtonProps = Omit<AriaButtonProps, 'className'> & ButtonVariants & { className?: string };

/** react-aria-components Button in the house styles. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  const classes = [button({ variant, size }), className].filter(Boolean).join(' ');
  return <AriaButton {...props} className={classes} />;
}
