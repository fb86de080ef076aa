package org.dltexplorer.app.cli;

import org.dltexplorer.core.analysis.Shard;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --shard I/K}: compute only the points whose index ≡ I−1 (mod K) (sweep and map share it). */
public final class ShardOption {

    @Option(names = "--shard", paramLabel = "I/K", converter = Converter.class,
            description = {"compute only every K-th point, starting with point I (1 <= I <= K), and write a shard file "
                + "for dlt merge; for Slurm job arrays or GNU parallel"})
    private Shard shard;

    /** The shard asked for, or {@link Shard#ALL}. */
    Shard shard() {
        return shard == null ? Shard.ALL : shard;
    }

    /** Whether {@code --shard} was given (a shard file starts with its {@link ShardLine}). */
    boolean given() {
        return shard != null;
    }

    static final class Converter implements CommandLine.ITypeConverter<Shard> {
        @Override
        public Shard convert(String value) {
            try {
                return Shard.parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
