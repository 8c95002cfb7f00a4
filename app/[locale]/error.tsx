"use client";

import { useParams } from "next/navigation";
import { lazy, type ComponentType } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";
import { DEFAULT_LANGUAGE, isLang, LANGUAGE_INFO, type Lang } from "@/lib/routing/languages";

type ScreenProps = { error: Error & { digest?: string }; reset: () => void };

/** A language's error screen, its words loaded only when an error is shown, so no page carries another language's. */
const screenIn = (lang: Lang, words: () => Promise<{ text: Parameters<typeof ErrorScreen>[0]["text"] }>) =>
  lazy(async (): Promise<{ default: ComponentType<ScreenProps> }> => {
    const { text } = await words();
    return { default: (props) => <ErrorScreen {...props} text={text} homeHref={LANGUAGE_INFO[lang].prefix || "/"} /> };
  });

const SCREENS: Record<Lang, ComponentType<ScreenProps>> = {
  en: screenIn("en", async () => ({ text: (await import("@/lib/error-text/en")).ERROR_TEXT_EN })),
  es: screenIn("es", async () => ({ text: (await import("@/lib/error-text/es")).ERROR_TEXT_ES })),
};

/** The error screen in the page's language, with its way back to that language's home page. */
export default function ErrorPage(props: ScreenProps) {
  const { locale } = useParams<{ locale: string }>();
  const Screen = SCREENS[isLang(locale) ? locale : DEFAULT_LANGUAGE];
  return <Screen {...props} />;
}
