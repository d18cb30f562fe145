import { newXmlDocument } from '../../lib/xml-document';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { XmlNode } from '@faktura/domain';
import { xmlText } from '../../lib/ubl-xml';

function append(parent: XMLBuilder, node: XmlNode): void {
  const element = parent.ele(node.name);
  if (node.children) for (const child of node.children) append(element, child);
  else if (node.text) element.txt(xmlText(node.text));
}

/** The domain's XML model as text: elements in the model's order, no namespace (DJP's templates have none). */
export function writeCoretaxXml(model: XmlNode): string {
  const doc = newXmlDocument();
  const root = doc.ele(model.name);
  for (const child of model.children ?? []) append(root, child);
  return doc.end({ prettyPrint: true });
}
