import { Button, Group, Text } from "@mantine/core";
import { IconEraser } from "@tabler/icons-react";
import { type PointerEvent, useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/translate.js";
import classes from "./Signatures.module.css";
import { exportDrawing } from "./signature-image.js";

type Props = {
  /** The drawing as a trimmed PNG data URL after each stroke, or null once cleared. */
  onChange: (dataUrl: string | null) => void;
};

/** A pad to sign on with a mouse, pen or finger; Clear starts again. */
export function DrawSignature({ onChange }: Props) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  // The canvas's pixels match its size on screen, so strokes are where the pointer is.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const rect = canvas.getBoundingClientRect();
    canvas.width = Math.max(300, Math.round(rect.width));
    canvas.height = Math.max(120, Math.round(rect.height));
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const canvas = event.currentTarget;
    return {
      x: ((event.clientX - rect.left) * canvas.width) / Math.max(1, rect.width),
      y: ((event.clientY - rect.top) * canvas.height) / Math.max(1, rect.height),
    };
  };

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = point(event);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    const context = event.currentTarget.getContext("2d");
    if (!from || !context) return;
    const to = point(event);
    context.strokeStyle = "#111";
    context.lineWidth = 2.5;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };
  const up = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    last.current = null;
    onChange(exportDrawing(event.currentTarget));
  };
  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext("2d")?.clearRect(0, 0, canvas.width, canvas.height);
    onChange(null);
  };

  return (
    <div>
      <Text size="sm" mb={6} id="draw-help">
        {t("signatures.drawHelp")}
      </Text>
      <canvas
        ref={canvasRef}
        className={classes.drawArea}
        role="img"
        aria-label={t("signatures.drawArea")}
        aria-describedby="draw-help"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <Group justify="flex-end" mt={6}>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconEraser size={16} aria-hidden />}
          onClick={clear}
        >
          {t("signatures.clear")}
        </Button>
      </Group>
    </div>
  );
}
