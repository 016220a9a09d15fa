import ts from 'typescript';

/** A field of a machine's context or of one of its events, with the type TypeScript gives it. */
export type Field = { name: string; type: string; optional: boolean };
/** What the type checker knows of an exported machine: its doc comment, context fields and events. */
export type MachineTypes = {
  description: string;
  context: Field[];
  events: { type: string; fields: Field[] }[];
};

// The type as its author wrote it (`Recommendation[]`), else as the checker spells it.
const typeText = (checker: ts.TypeChecker, property: ts.Symbol, at: ts.Node) => {
  const decl = property.valueDeclaration;
  if (decl && (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) && decl.type) {
    return decl.type.getText().replace(/\s+/g, ' ');
  }
  return checker.typeToString(
    checker.getTypeOfSymbolAtLocation(property, at),
    at,
    ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType
  );
};

const fieldsOf = (checker: ts.TypeChecker, type: ts.Type, at: ts.Node): Field[] =>
  checker.getPropertiesOfType(type).map((p) => ({
    name: p.name,
    type: typeText(checker, p, at),
    optional: (p.flags & ts.SymbolFlags.Optional) !== 0,
  }));

/**
 * Reads, with the web app's compiler options, the doc comment and the context and event types of every exported
 * machine in `files` (keyed `file#exportName`). Types exist only at compile time, so the running machine cannot say them.
 */
export function readMachineTypes(files: string[], tsconfig = 'tsconfig.web.json'): Map<string, MachineTypes> {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    }
  );
  if (!config) throw new Error(`No se pudo leer ${tsconfig}`);
  const program = ts.createProgram(files, { ...config.options, noEmit: true, composite: false });
  const checker = program.getTypeChecker();
  const found = new Map<string, MachineTypes>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const moduleSymbol = checker.getSymbolAtLocation(source);
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const decl = symbol.valueDeclaration;
      if (!decl || !ts.isVariableDeclaration(decl)) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
      const machineType =
        checker.getPropertyOfType(type, 'transition') && checker.getPropertyOfType(type, 'root');
      if (!machineType) continue;
      const [context, events] = checker.getTypeArguments(type as ts.TypeReference);
      const eventTypes = events ? (events.isUnion() ? events.types : [events]) : [];
      found.set(`${file}#${symbol.name}`, {
        description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
        context: context ? fieldsOf(checker, context, decl) : [],
        events: eventTypes.map((e) => {
          const fields = fieldsOf(checker, e, decl);
          const typeField = fields.find((f) => f.name === 'type');
          return {
            type: typeField ? typeField.type.replace(/^'|'$/g, '') : checker.typeToString(e),
            fields: fields.filter((f) => f.name !== 'type'),
          };
        }),
      });
    }
  }
  return found;
}
