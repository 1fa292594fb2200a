import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { PageLink } from "./PageLink";

export type ButtonVariant = "primary" | "secondary" | "ghost";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-wide " +
  "transition-colors duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-glow " +
  "disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent text-canvas hover:bg-accent-strong",
  secondary: "border border-ink/30 bg-ink/5 text-ink hover:border-ink/60 hover:bg-ink/10",
  ghost: "text-ink underline-offset-4 hover:underline",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; children: ReactNode };

export function Button({ variant = "primary", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant };

export function ButtonLink({ variant = "primary", className = "", ...props }: ButtonLinkProps) {
  const { to, ...rest } = props;
  if (typeof to === "string") return <PageLink to={to} className={buttonClass(variant, String(className))} {...rest} />;
  return <Link className={buttonClass(variant, String(className))} {...props} />;
}

type ExternalButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; newTab?: boolean };

/** For mail drafts, phone numbers and other sites. New tabs always get rel="noopener noreferrer". */
export function ExternalButtonLink({
  variant = "primary",
  className = "",
  newTab,
  children,
  ...props
}: ExternalButtonLinkProps) {
  const tabProps = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a className={buttonClass(variant, className)} {...tabProps} {...props}>
      {children}
    </a>
  );
}
