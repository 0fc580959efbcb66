import { Classes, Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './breadcrumbTrail.css';

/** One step of a breadcrumb trail; a step with `to` is a link, the last step is the current page. */
export interface TrailStep {
  readonly text?: string;
  readonly to?: string;
  /** An icon before the text. */
  readonly icon?: IconName;
  /** The step's name when it shows only an icon: the link's accessible name, or the current step's text. */
  readonly label?: string;
}

/**
 * A breadcrumb trail drawn with Blueprint's breadcrumb classes as a plain `nav > ol > li` list:
 * Blueprint's `Breadcrumbs` puts its overflow spacer `div` inside the `ol`, which is not a valid
 * list (axe-core `list`), and names its `nav` in English only. Long trails stay on one line and
 * cut the current step short instead of collapsing the first steps into a menu.
 */
export function BreadcrumbTrail({ steps }: { readonly steps: readonly TrailStep[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('a11y.breadcrumbs')} className="bo-breadcrumbs">
      <ol className={Classes.BREADCRUMBS}>
        {steps.map((step, i) => {
          const current = i === steps.length - 1;
          const icon = step.icon && <Icon icon={step.icon} />;
          return (
            <li key={step.to ?? `current-${i}`}>
              {current ? (
                <span className={Classes.BREADCRUMB_CURRENT} aria-current="page">
                  {icon}
                  {step.text ?? step.label}
                </span>
              ) : step.to ? (
                <Link className={Classes.BREADCRUMB} to={step.to} aria-label={step.text ? undefined : step.label}>
                  {icon}
                  {step.text}
                </Link>
              ) : (
                <span className={Classes.BREADCRUMB}>
                  {icon}
                  {step.text ?? step.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
