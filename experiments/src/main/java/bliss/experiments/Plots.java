package bliss.experiments;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * {@code plots/<Class>.<method>.png}: analysis time against scope, one line per technique, log scale; ours solid,
 * the paper's dashed in the same colour (for the techniques we ran). Only finished cells are drawn (TO and OOM have no time), and the paper's
 * 00:00 cannot be drawn on a log scale.
 */
public final class Plots {

    static {
        System.setProperty("java.awt.headless", "true");
    }

    /** One color per technique, in catalogue order (a qualitative palette; it repeats past ten). */
    private static final Color[] PALETTE = {new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c),
            new Color(0xd62728), new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2),
            new Color(0x7f7f7f), new Color(0xbcbd22), new Color(0x17becf)};

    private static Color color(Technique t) {
        return PALETTE[Technique.values().indexOf(t) % PALETTE.length];
    }

    private final PaperTables paper;

    public Plots(PaperTables paper) {
        this.paper = paper;
    }

    /**
     * Draws one method.
     *
     * @return the PNG written, or null when the method has no finished cell to draw
     */
    public Path draw(MethodRuns runs, Path dir) {
        XYChart chart = new XYChartBuilder().width(800).height(500).title(runs.methodId())
                .xAxisTitle("scope").yAxisTitle("time (s)").build();
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setLegendVisible(true);
        chart.getStyler().setXAxisDecimalPattern("0");
        int ours = 0;
        for (Technique t : Technique.values()) {
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            for (int k : runs.scopes()) {
                runs.cell(t, k).filter(CellResult::ok).filter(c -> c.millis() != null).ifPresent(c -> {
                    x.add((double) k);
                    y.add(Math.max(1, c.millis()) / 1000.0);
                });
            }
            if (!x.isEmpty()) {
                XYSeries s = chart.addSeries(t.paper(), x, y);
                s.setLineColor(color(t));
                s.setMarkerColor(color(t));
                s.setMarker(SeriesMarkers.CIRCLE);
                ours++;
            }
        }
        if (ours == 0) {
            return null;
        }
        for (Technique t : runs.techniques()) {
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            for (PaperTables.Entry e : paper.entries()) {
                if (PaperTables.TIME_TABLES.contains(e.table()) && e.className().equals(runs.className())
                        && e.method().equals(runs.method()) && e.technique().equals(t.cli())) {
                    OptionalLong s = Times.paperSeconds(e.value());
                    if (s.isPresent() && s.getAsLong() > 0) {
                        x.add((double) e.scope());
                        y.add((double) s.getAsLong());
                    }
                }
            }
            if (!x.isEmpty()) {
                XYSeries s = chart.addSeries(t.paper() + " (paper)", x, y);
                s.setLineColor(color(t));
                s.setLineStyle(SeriesLines.DASH_DASH);
                s.setMarker(SeriesMarkers.NONE);
            }
        }
        try {
            Files.createDirectories(dir);
            Path file = dir.resolve(runs.methodId() + ".png");
            BitmapEncoder.saveBitmap(chart, file.toString(), BitmapEncoder.BitmapFormat.PNG);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a plot to " + dir + ": " + e.getMessage(), e);
        }
    }
}
