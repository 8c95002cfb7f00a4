"use client";

import { useParams } from "next/navigation";
import { lazy, type ComponentType } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";
import { DEFAULT_LANGUAGE, isLang, LANGUAGE_INFO, LANGUAGES } from "@/lib/routing/languages";
import { ERROR_TEXT_LOADERS } from "@/lib/text/errors";

type ScreenProps = { error: Error & { digest?: string }; reset: () => void };

/** Each language's error screen, its words loaded when it shows. */
const SCREENS = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    lazy(async (): Promise<{ default: ComponentType<ScreenProps> }> => {
      const text = await ERROR_TEXT_LOADERS[lang]();
      return {
        default: (props) => <ErrorScreen {...props} text={text} homeHref={LANGUAGE_INFO[lang].prefix || "/"} />,
      };
    }),
  ]),
) as Record<string, ComponentType<ScreenProps>>;

/** The error screen in the page's language, with its way back to that language's home page. */
export default function ErrorPage(props: ScreenProps) {
  const { locale } = useParams<{ locale: string }>();
  const Screen = SCREENS[isLang(locale) ? locale : DEFAULT_LANGUAGE] as ComponentType<ScreenProps>;
  return <Screen {...props} />;
}
