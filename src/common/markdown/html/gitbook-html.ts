/**
 * The HTML GitBook writes into markdown, turned into what the site shows (before sanitizing):
 * cards tables (`<table data-view="cards">`) become a grid of cards with their cover and target,
 * hidden table columns go, colour marks (`<mark style="color:red">`) become classes, buttons
 * (`<a class="button primary">`, `<button data-action="search">`), icons (`<i class="fa-x">`),
 * page mentions (`<a data-mention>`), code with a title (`<pre data-title>`), image sizes and
 * alignment (`data-size`, `<div align>`, `data-with-frame`) and heading anchors
 * (`## Title <a href="#id" id="id"></a>`) keep their meaning. No style attribute survives.
 */
import type { Element, ElementContent, Root } from 'hast';
import { classes, eachElement, h, prop, replaceElements, t, textOf } from './hast.js';

/** GitBook's text and background colours, and its theme colours (`$success`). */
const COLOURS = new Set(['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'gray', 'grey']);
const THEME: Record<string, string> = {
  $primary: 'blue',
  $info: 'blue',
  $success: 'green',
  $warning: 'orange',
  $danger: 'red',
};
/** Ids the page frame uses: content must not take them. */
const FRAME_IDS = new Set(['content', 'search-input', 'search-results']);

const colour = (value: string | undefined) => {
  const v = (value ?? '').trim().toLowerCase();
  const mapped = THEME[v] ?? v;
  return COLOURS.has(mapped) ? (mapped === 'grey' ? 'gray' : mapped) : undefined;
};

function markClasses(style: string): string[] {
  const out: string[] = [];
  for (const declaration of style.split(';')) {
    const [name, value] = declaration.split(':').map((s) => s.trim().toLowerCase());
    const c = colour(value);
    if (c && name === 'color') out.push(`color-${c}`);
    if (c && (name === 'background-color' || name === 'background')) out.push(`bg-${c}`);
  }
  return out;
}

const flag = (element: Element, name: string) => element.properties[name] !== undefined;

/** Elements built here: not converted again (their children are). */
const made = new WeakSet<Element>();
const mk = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => {
  const element = h(tagName, properties, children);
  made.add(element);
  return element;
};

const cells = (row: Element) =>
  row.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'));

function rowsOf(table: Element, section: 'thead' | 'tbody'): Element[] {
  const out: Element[] = [];
  for (const part of table.children) {
    if (part.type !== 'element') continue;
    if (part.tagName === 'tr' && section === 'tbody') out.push(part);
    if (part.tagName === section)
      for (const row of part.children) if (row.type === 'element' && row.tagName === 'tr') out.push(row);
  }
  return out;
}

/** The first link or image address in a cell, and its text. */
function addressIn(cell: Element | undefined): string | undefined {
  if (!cell) return undefined;
  let found: string | undefined;
  eachElement(cell, (e) => {
    if (found) return;
    if (e.tagName === 'a') found = prop(e, 'href');
    else if (e.tagName === 'img') found = prop(e, 'src');
  });
  return found ?? (textOf(cell).trim() || undefined);
}

/** A cards table as a grid of cards: cover image, the visible cells, the whole card a link to its target. */
function cards(table: Element): Element {
  const head = rowsOf(table, 'thead')[0];
  const columns = head ? cells(head) : [];
  const role = (i: number) => {
    const th = columns[i];
    if (!th) return 'cell';
    if (flag(th, 'dataCardTarget')) return 'target';
    if (flag(th, 'dataCardCoverDark')) return 'cover-dark';
    if (flag(th, 'dataCardCover')) return 'cover';
    return flag(th, 'dataHidden') ? 'hidden' : 'cell';
  };
  const size = prop(table, 'dataCardSize') === 'large' ? 'cards-large' : 'cards-medium';
  const cardList = rowsOf(table, 'tbody').map((row) => {
    const values = cells(row);
    const at = (wanted: string) => values.find((_, i) => role(i) === wanted);
    const target = addressIn(at('target'));
    const cover = addressIn(at('cover'));
    const coverDark = addressIn(at('cover-dark'));
    const body = values
      .filter((_, i) => role(i) === 'cell')
      .map((cell) => mk('div', { className: ['card-cell'] }, cell.children));
    const title = textOf(mk('div', {}, body))
      .replace(/\s+/g, ' ')
      .trim();
    const covers = [
      ...(cover ? [mk('img', { src: cover, alt: '', className: ['card-cover'], loading: 'lazy' })] : []),
      ...(coverDark && !cover
        ? [mk('img', { src: coverDark, alt: '', className: ['card-cover'], loading: 'lazy' })]
        : []),
    ];
    const link = target ? [mk('a', { href: target, className: ['card-link'], ariaLabel: title || target }, [])] : [];
    return mk('div', { className: ['card', ...(target ? ['card-linked'] : [])] }, [
      ...covers,
      mk('div', { className: ['card-body'] }, body),
      ...link,
    ]);
  });
  return mk('div', { className: ['cards', size] }, cardList);
}

/** A table without its hidden columns (`<th data-hidden>`), its header hidden when GitBook says so. */
function plainTable(table: Element): Element {
  const head = rowsOf(table, 'thead')[0];
  const hidden = new Set((head ? cells(head) : []).flatMap((th, i) => (flag(th, 'dataHidden') ? [i] : [])));
  if (hidden.size)
    for (const row of [...rowsOf(table, 'thead'), ...rowsOf(table, 'tbody')]) {
      let index = -1;
      row.children = row.children.filter(
        (c) => !(c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th') && hidden.has(++index)),
      );
    }
  const className = [
    ...(flag(table, 'dataHeaderHidden') ? ['header-hidden'] : []),
    ...(prop(table, 'dataFullWidth') === 'true' ? ['full-width'] : []),
  ];
  table.properties = className.length ? { className } : {};
  return table;
}

function image(img: Element): void {
  const size = prop(img, 'dataSize');
  const drawing = classes(img).includes('gitbook-drawing');
  img.properties = {
    src: img.properties.src,
    alt: img.properties.alt ?? '',
    ...(img.properties.width !== undefined ? { width: img.properties.width } : {}),
    ...(img.properties.height !== undefined ? { height: img.properties.height } : {}),
    ...(img.properties.title !== undefined ? { title: img.properties.title } : {}),
    className: [
      ...(size === 'line' ? ['inline-icon'] : size === 'original' ? ['original-size'] : []),
      ...(drawing ? ['drawing'] : []),
    ],
    loading: 'lazy',
  };
}

/** Each GitBook convention, applied to one element; returns replacements, or undefined to keep it (changed in place). */
function convert(e: Element): ElementContent[] | undefined {
  switch (e.tagName) {
    case 'table':
      if (prop(e, 'dataView') === 'cards') return [cards(e)];
      plainTable(e);
      return undefined;
    case 'mark': {
      e.properties = { className: markClasses(prop(e, 'style') ?? '') };
      return undefined;
    }
    case 'i': {
      // GitBook shows an inline icon as the picture alone (InlineIcon: <Icon icon={…} class="size-[1em]">):
      // the `:name:` text Git Sync writes inside it is for readers of the bare markdown, never shown.
      const icon = classes(e).find((c) => c.startsWith('fa-'));
      if (!icon) return undefined;
      const name = icon.slice(3);
      return [mk('span', { className: ['icon'], role: 'img', ariaLabel: name, title: name }, [])];
    }
    case 'a': {
      const kinds = classes(e);
      const href = prop(e, 'href');
      if (kinds.includes('button')) {
        const style = kinds.includes('secondary') ? 'button-secondary' : 'button-primary';
        if (!href) return [mk('span', { className: ['button', style, 'button-disabled'] }, e.children)];
        e.properties = { href, className: ['button', style] };
        return undefined;
      }
      e.properties = {
        ...(href !== undefined ? { href } : {}),
        ...(flag(e, 'dataMention') ? { className: ['mention'] } : {}),
        ...(e.properties.id !== undefined ? { id: e.properties.id } : {}),
        ...(e.properties.title !== undefined ? { title: e.properties.title } : {}),
      };
      return undefined;
    }
    case 'button': {
      const action = prop(e, 'dataAction');
      if (action !== 'search' && action !== 'ask') return [mk('span', {}, e.children)];
      const query = prop(e, 'dataQuery');
      return [
        mk(
          'button',
          {
            type: 'button',
            className: ['button', 'button-primary', 'search-button'],
            dataAction: 'search',
            ...(query ? { dataQuery: query } : {}),
          },
          e.children,
        ),
      ];
    }
    case 'pre': {
      const title = prop(e, 'dataTitle');
      e.properties = { ...(prop(e, 'dataOverflow') === 'wrap' ? { className: ['wrap'] } : {}) };
      return title ? [mk('figure', { className: ['code'] }, [mk('figcaption', {}, [t(title)]), e])] : undefined;
    }
    case 'img':
      image(e);
      return undefined;
    case 'div':
    case 'p': {
      const align = prop(e, 'align');
      if (align === undefined && !flag(e, 'dataWithFrame') && !flag(e, 'dataFullWidth')) return undefined;
      e.properties = {
        className: [
          ...(align === 'center' || align === 'right' || align === 'left' ? [`align-${align}`] : []),
          ...(prop(e, 'dataWithFrame') === 'true' ? ['framed'] : []),
          ...(prop(e, 'dataFullWidth') === 'true' ? ['full-width'] : []),
        ],
        ...(e.properties.id !== undefined ? { id: e.properties.id } : {}),
      };
      return undefined;
    }
    case 'span':
      // GitBook's inline emoji (`data-gb-custom-inline`) and table select options are their text.
      return e.children as ElementContent[];
    case 'figcaption':
      return textOf(e).trim() ? undefined : [];
    default:
      return undefined;
  }
}

/** A heading's GitBook anchor (`<a href="#id" id="id"></a>` inside it) becomes the heading's id. */
function anchorIds(root: Root): void {
  eachElement(root, (e) => {
    if (!/^h[1-6]$/.test(e.tagName)) return;
    e.children = e.children.filter((c) => {
      if (c.type !== 'element' || c.tagName !== 'a' || textOf(c).trim() || typeof c.properties.id !== 'string')
        return true;
      e.properties.id = c.properties.id;
      return false;
    });
  });
}

export function gitbookHtml(root: Root): void {
  anchorIds(root);
  replaceElements(root, convert, made);
  eachElement(root, (e) => {
    const id = prop(e, 'id');
    if (id !== undefined && FRAME_IDS.has(id)) delete e.properties.id;
    delete e.properties.style;
    if (Array.isArray(e.properties.className) && !e.properties.className.length) delete e.properties.className;
  });
}
