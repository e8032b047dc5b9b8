import { Button } from '@web/components/ui/button';

type Props = { questions: readonly string[]; disabled: boolean; onAsk: (question: string) => void };

/** Questions to try, one press each: the starters, then what the last answer suggests. */
export function ExampleQuestions({ questions, disabled, onAsk }: Props) {
  if (questions.length === 0) return null;
  return (
    <div role="group" aria-label="Example questions" className="flex flex-wrap gap-2">
      {questions.map((question) => (
        <Button
          key={question}
          variant="outline"
          size="sm"
          className="h-auto min-h-8 rounded-full py-1 text-left whitespace-normal"
          disabled={disabled}
          onClick={() => onAsk(question)}
        >
          {question}
        </Button>
      ))}
    </div>
  );
}
