export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface SourcePosition {
  file: string;
  source: string;
  name: string | null;
  line: number | null;
}

export function sourcePosition(callFrame: CallFrame, dist?: string): SourcePosition | null;
export function frameLabel(callFrame: CallFrame, dist?: string): string;
