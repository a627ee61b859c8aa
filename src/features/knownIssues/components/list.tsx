/**
 * The parts of the FAQ's list of known issues (the generated KnownIssues.mdx). The list reaches the browser as static
 * HTML, so the filter is plain radio buttons and CSS (./styles.module.css): it works without JavaScript, and with it
 * nothing of the list is page code.
 */
import type {ReactNode} from 'react';
import {AUDIENCES, PRODUCTS, type Audience, type Product} from '../options';
import styles from './styles.module.css';

/** The radio groups' names, which the CSS rules of ./styles.module.css match. */
const GROUPS = {audience: 'known-issues-audience', product: 'known-issues-product'} as const;

interface Count<Key> {
  key: Key;
  count: number;
}

function Choices<Key extends string>(props: {
  legend: string;
  name: string;
  total: number;
  choices: Count<Key>[];
  labelOf: (key: Key) => string;
}): ReactNode {
  const {legend, name, total, choices, labelOf} = props;
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} value="all" defaultChecked /> All ({total})
      </label>
      {choices.map(({key, count}) => (
        <label key={key}>
          <input type="radio" name={name} value={key} /> {labelOf(key)} ({count})
        </label>
      ))}
    </fieldset>
  );
}

export function Filter(props: {total: number; audiences: Count<Audience>[]; products: Count<Product>[]}): ReactNode {
  return (
    <div className={styles.filter}>
      <Choices
        legend="Who is affected"
        name={GROUPS.audience}
        total={props.total}
        choices={props.audiences}
        labelOf={(key) => AUDIENCES[key].label}
      />
      <Choices
        legend="Product"
        name={GROUPS.product}
        total={props.total}
        choices={props.products}
        labelOf={(key) => PRODUCTS[key].label}
      />
    </div>
  );
}

/** One entry: the filter hides it by the audiences and products it names. */
export function Entry(props: {audiences: string; products: string; children: ReactNode}): ReactNode {
  return (
    <section className={styles.entry} data-audiences={props.audiences} data-products={props.products}>
      {props.children}
    </section>
  );
}

/** Shown when the filter asks for an audience and a product that no entry has together. */
export function NoMatch({audience, product}: {audience: Audience; product: Product}): ReactNode {
  return (
    <p className={styles.noMatch} data-audiences={audience} data-products={product}>
      No known issue of the {PRODUCTS[product].label} concerns {AUDIENCES[audience].inSentence}.
    </p>
  );
}
