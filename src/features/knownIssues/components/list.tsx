// The parts of the FAQ's list of known issues (the generated KnownIssues.mdx). The list reaches the browser as static
// HTML, so the filter is plain radio buttons and CSS (./styles.module.css): it works without JavaScript, and with it
// nothing of the list is page code.
import type {ReactNode} from 'react';
import {AUDIENCES, PRODUCTS, type Audience, type Product} from '../options';
import styles from './styles.module.css';

/** The radio groups' names, which the CSS rules of ./styles.module.css match. */
const GROUPS = {audience: 'known-issues-audience', product: 'known-issues-product'} as const;

type Counts = {key: string; count: number}[];
type Labels = Record<string, {label: string}>;

function Choices(props: {legend: string; name: string; total: number; choices: Counts; labels: Labels}): ReactNode {
  return (
    <fieldset className={styles.choices}>
      <legend>{props.legend}</legend>
      <label>
        <input type="radio" name={props.name} value="all" defaultChecked /> All ({props.total})
      </label>
      {props.choices.map(({key, count}) => (
        <label key={key}>
          <input type="radio" name={props.name} value={key} /> {props.labels[key]!.label} ({count})
        </label>
      ))}
    </fieldset>
  );
}

export function Filter({total, audiences, products}: {total: number; audiences: Counts; products: Counts}): ReactNode {
  return (
    <div className={styles.filter}>
      <Choices legend="Who is affected" name={GROUPS.audience} total={total} choices={audiences} labels={AUDIENCES} />
      <Choices legend="Product" name={GROUPS.product} total={total} choices={products} labels={PRODUCTS} />
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
