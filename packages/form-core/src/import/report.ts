export type ImportIssueLevel = 'error' | 'warning' | 'info';

export type ImportIssueCode =
  | 'invalidJson'
  | 'notAForm'
  | 'unsupportedVersion'
  | 'missingVersion'
  | 'duplicateKey'
  | 'unknownKey'
  | 'unknownWidgetType'
  | 'unknownOptionKey'
  | 'invalidOptionValue'
  | 'unexpectedChild'
  | 'duplicateId'
  | 'duplicateName'
  | 'missingName'
  | 'invalidRegExp'
  | 'scriptKept'
  | 'serverSkipsScript'
  | 'nestedSubForm'
  | 'mergedCellContent'
  | 'invalidLinkage'
  | 'linkageUnknownField';

export interface ImportIssue {
  level: ImportIssueLevel;
  code: ImportIssueCode;
  /** Where in the input: `widgetList[0].cols[1].widgetList[2].options.foo`. */
  path: string;
  /** Chinese text for the person importing the form. */
  message: string;
}

export class ImportReport {
  readonly issues: ImportIssue[] = [];

  add(level: ImportIssueLevel, code: ImportIssueCode, path: string, message: string): void {
    this.issues.push({ level, code, path, message });
  }

  get hasErrors(): boolean {
    return this.issues.some((i) => i.level === 'error');
  }
}
