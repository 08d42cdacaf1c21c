import { Info, LoaderCircle, MessageCircleHeart, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { paths } from '../../../shared/routes';
import type {
  CoachSource,
  GeneratedMessage,
  GenerateMessagesRequest,
  MessageMode,
  MessageStyle,
} from '../../../shared/schemas/coach';
import { MATCH_INFO_MAX, messageModes, messageStyles } from '../../../shared/coach-options';
import { AllowanceNote } from '../../components/allowance-note';
import { CoachSourceNote } from '../../components/coach-source-note';
import { FaqSection } from '../../components/faq-section';
import { PageMeta } from '../../components/page-meta';
import { QuotaNotice } from '../../components/quota-notice';
import { ToolHeader } from '../../components/tool-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Textarea } from '../../components/ui/textarea';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group';
import { isQuotaExceededError, useNotifyAiError } from '../../lib/ai-errors';
import { applyRound, canAskForMore, emptyRounds, nextRound, type GeneratedRounds } from '../../lib/generated-rounds';
import { faqPage, softwareApplication } from '../../lib/structured-data';
import { useGenerateMessages } from './api/generate-messages';
import { conversationBlocker, conversationOf } from './conversation-draft';
import { MessageCard } from './message-card';
import { engagementNote, messageHelperFaqs, messageHelperMeta, modeCopy, styleCopy } from './message-helper-content';
import { ReplyConversationInput } from './reply-conversation-input';
import { useConversationDraft, type ConversationDraftControls } from './use-conversation-draft';

const GENERATE_MESSAGES_FALLBACK_ERROR = 'Failed to generate messages';

type MessageRounds = GeneratedRounds<GenerateMessagesRequest, GeneratedMessage>;

const structuredData = () => [
  softwareApplication({
    name: 'Datewise Message Helper',
    description: messageHelperMeta.description,
    path: paths.messageHelper,
  }),
  faqPage(messageHelperFaqs),
];

function MessageSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="message-skeleton"
          className="space-y-3 rounded-xl border border-border bg-card p-5 shadow-sm"
        >
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-40" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-9 w-20" />
          </div>
        </div>
      ))}
    </>
  );
}

interface PanelProps {
  mode: MessageMode;
  text: string;
  onTextChange: (text: string) => void;
  style: MessageStyle;
  onStyleChange: (style: MessageStyle) => void;
  rounds: MessageRounds;
  /** What is loading in this panel: a new set, more options, or nothing. */
  loading: 'new' | 'more' | null;
  /** Any request in flight (one at a time on the page). */
  busy: boolean;
  onGenerate: (request: GenerateMessagesRequest) => void;
  /** Messages of the request in flight, as they stream in. */
  streamed: GeneratedMessage[];
  /** Who wrote the latest set (the offline coach is labelled). */
  source: CoachSource | undefined;
  /** Replies only: the conversation from screenshots, the other way in beside the text box. */
  conversation?: ConversationDraftControls;
}

function MessagePanel({
  mode,
  text,
  onTextChange,
  style,
  onStyleChange,
  rounds,
  loading,
  busy,
  onGenerate,
  streamed,
  source,
  conversation,
}: PanelProps) {
  const copy = modeCopy[mode];
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const styleLabelId = `${fieldId}-style`;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const blank = text.trim().length === 0;
  const draft = conversation?.draft.source === 'screenshot' ? conversation.draft : null;
  // Screenshots: the checked transcript must be complete; text: anything typed.
  const blocker = draft ? conversationBlocker(draft) : null;
  const cannotGenerate = draft ? blocker !== null : blank;
  const { items, request, generation } = rounds;

  // A new set moves focus to its heading; coming back to the tab does not.
  const shownGeneration = useRef(generation);
  useEffect(() => {
    if (generation === shownGeneration.current) return;
    shownGeneration.current = generation;
    resultsHeading.current?.focus();
  }, [generation]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (cannotGenerate || busy) return;
    onGenerate(
      draft?.lines
        ? { conversation: conversationOf(draft.lines), style, mode, round: 0 }
        : { matchInfo: text.trim(), style, mode, round: 0 },
    );
  };
  const more = nextRound(request);
  const textField = (
    <div className="space-y-2">
      <Label htmlFor={fieldId}>{copy.label}</Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {copy.hint}
      </p>
      <Textarea
        id={fieldId}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        maxLength={MATCH_INFO_MAX}
        rows={4}
        aria-describedby={hintId}
        placeholder={copy.placeholder}
      />
    </div>
  );

  return (
    <div className="space-y-8">
      <Card>
        <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={copy.tab}>
          <CardContent className="space-y-5">
            {conversation ? <ReplyConversationInput controls={conversation} textField={textField} /> : textField}
            <div className="space-y-2">
              <p id={styleLabelId} className="text-sm font-semibold">
                Style
              </p>
              <ToggleGroup
                type="single"
                value={style}
                onValueChange={(value) => value && onStyleChange(value as MessageStyle)}
                aria-labelledby={styleLabelId}
                className="w-full sm:w-fit"
              >
                {messageStyles.map((option) => (
                  <ToggleGroupItem key={option} value={option} className="sm:min-w-28">
                    {styleCopy[option].label}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
              <p className="text-sm text-muted-foreground">
                {styleCopy[style].label}: {styleCopy[style].hint}.
              </p>
            </div>
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-col gap-2">
              <Button
                type="submit"
                size="lg"
                disabled={cannotGenerate || busy}
                aria-describedby={blocker ? `${fieldId}-blocker` : undefined}
              >
                {loading === 'new' ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <Sparkles aria-hidden="true" />
                )}
                {loading === 'new' ? 'Generating...' : 'Generate Messages'}
              </Button>
              {blocker && (
                <p id={`${fieldId}-blocker`} className="text-sm text-muted-foreground">
                  {blocker}
                </p>
              )}
            </div>
            <AllowanceNote />
          </CardFooter>
        </form>
      </Card>

      {(items.length > 0 || loading !== null) && (
        <section aria-labelledby={`${fieldId}-results`} aria-busy={loading !== null} className="space-y-4">
          <h2
            id={`${fieldId}-results`}
            ref={resultsHeading}
            tabIndex={-1}
            className="font-display text-2xl font-semibold tracking-tight outline-none"
          >
            {mode === 'reply' ? 'Suggested replies' : 'Suggested openers'}
          </h2>
          <p className="flex gap-2 rounded-lg bg-muted px-3.5 py-3 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{engagementNote}</span>
          </p>
          {loading === null && <CoachSourceNote source={source} />}
          <div className="grid gap-4 md:grid-cols-2">
            {loading !== 'new' &&
              items.map((message, index) => (
                <MessageCard
                  key={`${generation}-${index}`}
                  message={message}
                  position={index + 1}
                  mode={mode}
                  style={request?.style ?? style}
                />
              ))}
            {loading !== null &&
              streamed.map((message, index) => (
                <MessageCard
                  key={`streamed-${index}`}
                  message={message}
                  position={(loading === 'more' ? items.length : 0) + index + 1}
                  mode={mode}
                  style={request?.style ?? style}
                />
              ))}
            {loading !== null && (
              <MessageSkeletons count={Math.max(1, (loading === 'more' ? 2 : 4) - streamed.length)} />
            )}
          </div>
          {loading !== 'new' && more && canAskForMore(request) && (
            <Button variant="outline" size="lg" disabled={busy} onClick={() => onGenerate(more)}>
              {loading === 'more' ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              {loading === 'more' ? 'Generating...' : 'Generate More Options'}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}

/** Message Helper (spec 000 §2.6): openers or replies in a chosen style, each with an engagement estimate. */
export function MessageHelperPage() {
  const [mode, setMode] = useState<MessageMode>('starter');
  const [style, setStyle] = useState<MessageStyle>('playful');
  const [texts, setTexts] = useState<Record<MessageMode, string>>({ starter: '', reply: '' });
  const [rounds, setRounds] = useState<Record<MessageMode, MessageRounds>>({
    starter: emptyRounds(),
    reply: emptyRounds(),
  });
  const [quotaMessage, setQuotaMessage] = useState<string | null>(null);
  const [sources, setSources] = useState<Partial<Record<MessageMode, CoachSource>>>({});
  const replyConversation = useConversationDraft();
  const generate = useGenerateMessages();
  const notifyAiError = useNotifyAiError();

  const onGenerate = (request: GenerateMessagesRequest) => {
    setQuotaMessage(null);
    generate.mutate(request, {
      onSuccess: (data) => {
        setRounds((previous) => ({
          ...previous,
          [request.mode]: applyRound(previous[request.mode], request, data.messages),
        }));
        setSources((previous) => ({ ...previous, [request.mode]: data.source }));
      },
      onError: (error) => {
        if (isQuotaExceededError(error)) setQuotaMessage(error.message);
        notifyAiError(error, GENERATE_MESSAGES_FALLBACK_ERROR);
      },
    });
  };

  const pending = generate.isPending ? generate.variables : undefined;
  const loadingFor = (panelMode: MessageMode) =>
    pending && pending.mode === panelMode ? (pending.round === 0 ? 'new' : 'more') : null;

  return (
    <div className="space-y-10">
      <PageMeta
        title={messageHelperMeta.title}
        description={messageHelperMeta.description}
        keywords={messageHelperMeta.keywords}
        structuredData={structuredData()}
      />
      <ToolHeader
        title="Message Helper"
        icon={MessageCircleHeart}
        intro="Openers that start with something real, and replies that keep the conversation going, in the style that sounds like you."
      />

      <p role="status" className="sr-only">
        {generate.isPending ? 'Generating messages...' : ''}
      </p>

      <Tabs value={mode} onValueChange={(value) => setMode(value as MessageMode)}>
        <TabsList aria-label="What do you need?" className="w-full sm:w-fit">
          {messageModes.map((option) => (
            <TabsTrigger key={option} value={option}>
              {modeCopy[option].tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {quotaMessage !== null && <QuotaNotice message={quotaMessage} />}
        {messageModes.map((option) => (
          <TabsContent key={option} value={option}>
            <MessagePanel
              mode={option}
              text={texts[option]}
              onTextChange={(text) => setTexts((previous) => ({ ...previous, [option]: text }))}
              style={style}
              onStyleChange={setStyle}
              rounds={rounds[option]}
              loading={loadingFor(option)}
              busy={generate.isPending}
              onGenerate={onGenerate}
              streamed={loadingFor(option) ? (generate.partial?.messages ?? []) : []}
              source={sources[option]}
              conversation={option === 'reply' ? replyConversation : undefined}
            />
          </TabsContent>
        ))}
      </Tabs>

      <FaqSection faqs={messageHelperFaqs} />
    </div>
  );
}
