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
import { AiErrorNotice } from '../../components/ai-error-notice';
import { AllowanceNote } from '../../components/allowance-note';
import { CoachSourceNote } from '../../components/coach-source-note';
import { FaqSection } from '../../components/faq-section';
import { PageMeta } from '../../components/page-meta';
import { ToolHeader } from '../../components/tool-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Textarea } from '../../components/ui/textarea';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group';
import { useNotifyAiError } from '../../lib/ai-errors';
import { applyRound, canAskForMore, emptyRounds, nextRound, type GeneratedRounds } from '../../lib/generated-rounds';
import { revealRegion, useRevealOnRequest } from '../../lib/reveal';
import { draftChoice, draftRecord, draftText, useSessionDraft } from '../../lib/session-draft';
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
  /** This panel's request while it is in flight. */
  inFlight: GenerateMessagesRequest | null;
  /** This panel's last request, when it failed: shown inline with Retry. */
  failure: { error: unknown; request: GenerateMessagesRequest } | null;
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
  inFlight,
  failure,
}: PanelProps) {
  const copy = modeCopy[mode];
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const styleLabelId = `${fieldId}-style`;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // A new set streams in where the user is looking ("more" grows the list where its button was).
  const resultsRegion = useRevealOnRequest<HTMLElement>(inFlight?.round === 0 ? inFlight : null);
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
    resultsHeading.current?.focus({ preventScroll: true });
    revealRegion(resultsRegion.current, { onlyIfBelow: true });
  }, [generation, resultsRegion]);

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
  const failed = failure && (
    <AiErrorNotice
      error={failure.error}
      fallback={GENERATE_MESSAGES_FALLBACK_ERROR}
      onRetry={() => onGenerate(failure.request)}
    />
  );
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

      {failure?.request.round === 0 && failed}

      {(items.length > 0 || loading !== null) && (
        <section
          ref={resultsRegion}
          aria-labelledby={`${fieldId}-results`}
          aria-busy={loading !== null}
          className="scroll-mt-20 space-y-4 lg:scroll-mt-6"
        >
          <h2
            id={`${fieldId}-results`}
            ref={resultsHeading}
            tabIndex={-1}
            className="font-display text-2xl font-semibold tracking-tight outline-none"
          >
            {mode === 'reply' ? 'Suggested replies' : 'Suggested openers'}
          </h2>
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
          {failure !== null && failure.request.round > 0 && failed}
          {/* The answers first; how their engagement rate is estimated after them. */}
          <p className="flex gap-2 rounded-lg bg-muted px-3.5 py-3 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{engagementNote}</span>
          </p>
        </section>
      )}
    </div>
  );
}

interface MessageDraft {
  mode: MessageMode;
  style: MessageStyle;
  texts: Record<MessageMode, string>;
}

const emptyMessageDraft: MessageDraft = { mode: 'starter', style: 'playful', texts: { starter: '', reply: '' } };

function restoreMessageDraft(saved: unknown): MessageDraft | null {
  const fields = draftRecord(saved);
  if (!fields) return null;
  const texts = draftRecord(fields.texts);
  return {
    mode: draftChoice(fields.mode, messageModes) ?? emptyMessageDraft.mode,
    style: draftChoice(fields.style, messageStyles) ?? emptyMessageDraft.style,
    texts: {
      starter: draftText(texts?.starter, MATCH_INFO_MAX) ?? '',
      reply: draftText(texts?.reply, MATCH_INFO_MAX) ?? '',
    },
  };
}

/** Message Helper (spec 000 §2.6): openers or replies in a chosen style, each with an engagement estimate. */
export function MessageHelperPage() {
  // The tab, style and both texts are kept for this tab's session: a sign-in in the middle does not lose them.
  const [draft, setDraft] = useSessionDraft('message-helper', emptyMessageDraft, restoreMessageDraft);
  const { mode, style, texts } = draft;
  const setMode = (value: MessageMode) => setDraft((d) => ({ ...d, mode: value }));
  const setStyle = (value: MessageStyle) => setDraft((d) => ({ ...d, style: value }));
  const setText = (panelMode: MessageMode, text: string) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [panelMode]: text } }));
  const [rounds, setRounds] = useState<Record<MessageMode, MessageRounds>>({
    starter: emptyRounds(),
    reply: emptyRounds(),
  });
  const [sources, setSources] = useState<Partial<Record<MessageMode, CoachSource>>>({});
  const replyConversation = useConversationDraft();
  const generate = useGenerateMessages();
  const notifyAiError = useNotifyAiError();

  const onGenerate = (request: GenerateMessagesRequest) => {
    generate.mutate(request, {
      onSuccess: (data) => {
        setRounds((previous) => ({
          ...previous,
          [request.mode]: applyRound(previous[request.mode], request, data.messages),
        }));
        setSources((previous) => ({ ...previous, [request.mode]: data.source }));
      },
      onError: (error) => notifyAiError(error),
    });
  };

  const pending = generate.isPending ? generate.variables : undefined;
  const failed = generate.isError ? generate.variables : undefined;
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
        {messageModes.map((option) => (
          <TabsContent key={option} value={option}>
            <MessagePanel
              mode={option}
              text={texts[option]}
              onTextChange={(text) => setText(option, text)}
              style={style}
              onStyleChange={setStyle}
              rounds={rounds[option]}
              loading={loadingFor(option)}
              busy={generate.isPending}
              onGenerate={onGenerate}
              streamed={loadingFor(option) ? (generate.partial?.messages ?? []) : []}
              source={sources[option]}
              conversation={option === 'reply' ? replyConversation : undefined}
              inFlight={pending?.mode === option ? pending : null}
              failure={failed?.mode === option ? { error: generate.error, request: failed } : null}
            />
          </TabsContent>
        ))}
      </Tabs>

      <FaqSection faqs={messageHelperFaqs} />
    </div>
  );
}
